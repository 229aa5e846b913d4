-- Spendlens extractor for JD Edwards EnterpriseOne on Microsoft SQL Server (jde-extract/1).
-- Generated from packages/pipeline/src/jde/jde-tables.ts; do not edit by hand.
-- Run with sqlcmd in an empty folder (README.md has the whole command line):
--   sqlcmd -S server -d JDE_PRODUCTION -E -b -f 65001 -h -1 -W -w 65535 -i extract-sqlserver.sql
--     -v DataSchema=PRODDTA ControlSchema=PRODCTL Companies="'00001','00200'" FromDate=2024-01-01
-- It writes one CSV per table (a quoted header line, every value quoted) and counts.csv; then run
-- extractors/make-manifest.sh jde there (README.md). Instead of -v, the variables can be set
-- here by removing the two dashes before each :setvar (a :setvar wins over -v):
-- :setvar DataSchema PRODDTA
-- :setvar ControlSchema PRODCTL
-- :setvar Companies "'00001','00200'"
-- :setvar FromDate 2024-01-01
:ON ERROR EXIT
SET NOCOUNT ON;
GO

:OUT F0010.csv
SELECT line FROM (
  SELECT 0 AS o, N'"CCCO","CCNAME","CCCRCD","CCAN8"' AS line
  UNION ALL
  SELECT 1, CAST(N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.CCCO)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.CCNAME)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.CCCRCD)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.CCAN8 AS DECIMAL(31,0))), N''), N'"', N'""') + N'"' AS NVARCHAR(4000))
  FROM $(DataSchema).F0010 t
  WHERE t.CCCO IN ($(Companies))
) x ORDER BY o;
GO

:OUT F0101.csv
SELECT line FROM (
  SELECT 0 AS o, N'"ABAN8","ABALPH","ABDC","ABTAX","ABTX2","ABAT1","ABATP","ABAC01","ABAC02","ABAC03","ABAC04","ABAC05","ABAC06","ABAC07","ABAC08","ABAC09","ABAC10","ABAC11","ABAC12","ABAC13","ABAC14","ABAC15","ABAC16","ABAC17","ABAC18","ABAC19","ABAC20","ABAC21","ABAC22","ABAC23","ABAC24","ABAC25","ABAC26","ABAC27","ABAC28","ABAC29","ABAC30"' AS line
  UNION ALL
  SELECT 1, CAST(N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.ABAN8 AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ABALPH)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ABDC)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ABTAX)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ABTX2)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ABAT1)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ABATP)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ABAC01)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ABAC02)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ABAC03)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ABAC04)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ABAC05)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ABAC06)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ABAC07)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ABAC08)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ABAC09)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ABAC10)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ABAC11)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ABAC12)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ABAC13)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ABAC14)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ABAC15)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ABAC16)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ABAC17)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ABAC18)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ABAC19)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ABAC20)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ABAC21)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ABAC22)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ABAC23)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ABAC24)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ABAC25)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ABAC26)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ABAC27)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ABAC28)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ABAC29)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ABAC30)), N''), N'"', N'""') + N'"' AS NVARCHAR(4000))
  FROM $(DataSchema).F0101 t
  WHERE t.ABAN8 IN (SELECT A6AN8 FROM $(DataSchema).F0401)
    OR t.ABAN8 IN (SELECT CCAN8 FROM $(DataSchema).F0010 WHERE CCCO IN ($(Companies)))
    OR t.ABAN8 IN (SELECT v.RPPYE FROM $(DataSchema).F0411 v WHERE EXISTS (SELECT 1 FROM $(DataSchema).F0411 s WHERE s.RPKCO = v.RPKCO
    AND s.RPDOC = v.RPDOC
    AND s.RPDCT = v.RPDCT
    AND s.RPCO IN ($(Companies))
    AND s.RPDGJ >= ((YEAR(CONVERT(DATE, '$(FromDate)', 23)) - 1900) * 1000 + DATEPART(DAYOFYEAR, CONVERT(DATE, '$(FromDate)', 23)))))
) x ORDER BY o;
GO

:OUT F0116.csv
SELECT line FROM (
  SELECT 0 AS o, N'"ALAN8","ALEFTB","ALADD1","ALADD2","ALCTY1","ALADDZ","ALCTR"' AS line
  UNION ALL
  SELECT 1, CAST(N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.ALAN8 AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.ALEFTB AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ALADD1)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ALADD2)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ALCTY1)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ALADDZ)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.ALCTR)), N''), N'"', N'""') + N'"' AS NVARCHAR(4000))
  FROM $(DataSchema).F0116 t
  WHERE t.ALAN8 IN (SELECT A6AN8 FROM $(DataSchema).F0401)
    OR t.ALAN8 IN (SELECT CCAN8 FROM $(DataSchema).F0010 WHERE CCCO IN ($(Companies)))
    OR t.ALAN8 IN (SELECT v.RPPYE FROM $(DataSchema).F0411 v WHERE EXISTS (SELECT 1 FROM $(DataSchema).F0411 s WHERE s.RPKCO = v.RPKCO
    AND s.RPDOC = v.RPDOC
    AND s.RPDCT = v.RPDCT
    AND s.RPCO IN ($(Companies))
    AND s.RPDGJ >= ((YEAR(CONVERT(DATE, '$(FromDate)', 23)) - 1900) * 1000 + DATEPART(DAYOFYEAR, CONVERT(DATE, '$(FromDate)', 23)))))
) x ORDER BY o;
GO

:OUT F0401.csv
SELECT line FROM (
  SELECT 0 AS o, N'"A6AN8","A6TRAP","A6PYIN","A6CRRP","A6HDPY","A6HOLD"' AS line
  UNION ALL
  SELECT 1, CAST(N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.A6AN8 AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.A6TRAP)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.A6PYIN)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.A6CRRP)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.A6HDPY)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.A6HOLD)), N''), N'"', N'""') + N'"' AS NVARCHAR(4000))
  FROM $(DataSchema).F0401 t
) x ORDER BY o;
GO

:OUT F0411.csv
SELECT line FROM (
  SELECT 0 AS o, N'"RPKCO","RPDOC","RPDCT","RPSFX","RPSFXE","RPDCTA","RPCO","RPAN8","RPPYE","RPDIVJ","RPDGJ","RPDICJ","RPDDJ","RPDDNJ","RPVINV","RPAG","RPAAP","RPSTAM","RPACR","RPFAP","RPCTAM","RPCRRM","RPCRCD","RPPST","RPVOD","RPPTC","RPPYIN","RPPO","RPPDCT","RPPKCO","RPLNID","RPITM","RPU","RPMCU","RPICUT","RPTORG"' AS line
  UNION ALL
  SELECT 1, CAST(N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.RPKCO)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.RPDOC AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.RPDCT)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.RPSFX)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.RPSFXE AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.RPDCTA)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.RPCO)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.RPAN8 AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.RPPYE AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.RPDIVJ AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.RPDGJ AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.RPDICJ AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.RPDDJ AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.RPDDNJ AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.RPVINV)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.RPAG AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.RPAAP AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.RPSTAM AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.RPACR AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.RPFAP AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.RPCTAM AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.RPCRRM)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.RPCRCD)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.RPPST)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.RPVOD)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.RPPTC)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.RPPYIN)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.RPPO)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.RPPDCT)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.RPPKCO)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.RPLNID AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.RPITM AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.RPU AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.RPMCU)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.RPICUT)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.RPTORG)), N''), N'"', N'""') + N'"' AS NVARCHAR(4000))
  FROM $(DataSchema).F0411 t
  WHERE EXISTS (SELECT 1 FROM $(DataSchema).F0411 s WHERE s.RPKCO = t.RPKCO
    AND s.RPDOC = t.RPDOC
    AND s.RPDCT = t.RPDCT
    AND s.RPCO IN ($(Companies))
    AND s.RPDGJ >= ((YEAR(CONVERT(DATE, '$(FromDate)', 23)) - 1900) * 1000 + DATEPART(DAYOFYEAR, CONVERT(DATE, '$(FromDate)', 23))))
) x ORDER BY o;
GO

:OUT F0413.csv
SELECT line FROM (
  SELECT 0 AS o, N'"RMPYID","RMDOCM","RMDCTM","RMDMTJ","RMPAAP","RMCRCD","RMPYIN","RMVDGJ","RMPYE"' AS line
  UNION ALL
  SELECT 1, CAST(N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.RMPYID AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.RMDOCM AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.RMDCTM)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.RMDMTJ AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.RMPAAP AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.RMCRCD)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.RMPYIN)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.RMVDGJ AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.RMPYE AS DECIMAL(31,0))), N''), N'"', N'""') + N'"' AS NVARCHAR(4000))
  FROM $(DataSchema).F0413 t
  WHERE t.RMPYID IN (SELECT n.RNPYID FROM $(DataSchema).F0414 n WHERE EXISTS (SELECT 1 FROM $(DataSchema).F0411 s WHERE s.RPKCO = n.RNKCO
    AND s.RPDOC = n.RNDOC
    AND s.RPDCT = n.RNDCT
    AND s.RPCO IN ($(Companies))
    AND s.RPDGJ >= ((YEAR(CONVERT(DATE, '$(FromDate)', 23)) - 1900) * 1000 + DATEPART(DAYOFYEAR, CONVERT(DATE, '$(FromDate)', 23)))))
) x ORDER BY o;
GO

:OUT F0414.csv
SELECT line FROM (
  SELECT 0 AS o, N'"RNPYID","RNRC5","RNKCO","RNDOC","RNDCT","RNSFX","RNDCTM","RNPAAP","RNCO","RNAN8"' AS line
  UNION ALL
  SELECT 1, CAST(N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.RNPYID AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.RNRC5 AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.RNKCO)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.RNDOC AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.RNDCT)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.RNSFX)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.RNDCTM)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.RNPAAP AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.RNCO)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.RNAN8 AS DECIMAL(31,0))), N''), N'"', N'""') + N'"' AS NVARCHAR(4000))
  FROM $(DataSchema).F0414 t
  WHERE EXISTS (SELECT 1 FROM $(DataSchema).F0411 s WHERE s.RPKCO = t.RNKCO
    AND s.RPDOC = t.RNDOC
    AND s.RPDCT = t.RNDCT
    AND s.RPCO IN ($(Companies))
    AND s.RPDGJ >= ((YEAR(CONVERT(DATE, '$(FromDate)', 23)) - 1900) * 1000 + DATEPART(DAYOFYEAR, CONVERT(DATE, '$(FromDate)', 23))))
) x ORDER BY o;
GO

:OUT F0014.csv
SELECT line FROM (
  SELECT 0 AS o, N'"PNPTC","PNPTD","PNDCP","PNDCD","PNNDTP"' AS line
  UNION ALL
  SELECT 1, CAST(N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.PNPTC)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.PNPTD)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.PNDCP / 1000.0 AS DECIMAL(18,6))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.PNDCD AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.PNNDTP AS DECIMAL(31,0))), N''), N'"', N'""') + N'"' AS NVARCHAR(4000))
  FROM $(DataSchema).F0014 t
) x ORDER BY o;
GO

:OUT F4301.csv
SELECT line FROM (
  SELECT 0 AS o, N'"PHKCOO","PHDOCO","PHDCTO","PHAN8","PHTRDJ","PHPTC","PHCRCD","PHORBY","PHANBY","PHMCU","PHHOLD"' AS line
  UNION ALL
  SELECT 1, CAST(N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.PHKCOO)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.PHDOCO AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.PHDCTO)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.PHAN8 AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.PHTRDJ AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.PHPTC)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.PHCRCD)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.PHORBY)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.PHANBY AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.PHMCU)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.PHHOLD)), N''), N'"', N'""') + N'"' AS NVARCHAR(4000))
  FROM $(DataSchema).F4301 t
  WHERE t.PHKCOO IN ($(Companies))
    AND (t.PHTRDJ >= ((YEAR(CONVERT(DATE, '$(FromDate)', 23)) - 1900) * 1000 + DATEPART(DAYOFYEAR, CONVERT(DATE, '$(FromDate)', 23)))
    OR EXISTS (SELECT 1 FROM $(DataSchema).F0411 v WHERE TRY_CONVERT(DECIMAL(31,0), LTRIM(RTRIM(v.RPPO))) = t.PHDOCO
    AND v.RPPDCT = t.PHDCTO
    AND v.RPPKCO = t.PHKCOO
    AND EXISTS (SELECT 1 FROM $(DataSchema).F0411 s WHERE s.RPKCO = v.RPKCO
    AND s.RPDOC = v.RPDOC
    AND s.RPDCT = v.RPDCT
    AND s.RPCO IN ($(Companies))
    AND s.RPDGJ >= ((YEAR(CONVERT(DATE, '$(FromDate)', 23)) - 1900) * 1000 + DATEPART(DAYOFYEAR, CONVERT(DATE, '$(FromDate)', 23))))))
) x ORDER BY o;
GO

:OUT F4311.csv
SELECT line FROM (
  SELECT 0 AS o, N'"PDKCOO","PDDOCO","PDDCTO","PDLNID","PDLITM","PDDSC1","PDMCU","PDLNTY","PDUORG","PDUOPN","PDUOM","PDPRRC","PDAEXP","PDTRDJ","PDNXTR","PDLTTR","PDRORN"' AS line
  UNION ALL
  SELECT 1, CAST(N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.PDKCOO)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.PDDOCO AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.PDDCTO)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.PDLNID AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.PDLITM)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.PDDSC1)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.PDMCU)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.PDLNTY)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.PDUORG AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.PDUOPN AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.PDUOM)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.PDPRRC AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.PDAEXP AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.PDTRDJ AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.PDNXTR)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.PDLTTR)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.PDRORN)), N''), N'"', N'""') + N'"' AS NVARCHAR(4000))
  FROM $(DataSchema).F4311 t
  WHERE EXISTS (SELECT 1 FROM $(DataSchema).F4301 h WHERE h.PHKCOO = t.PDKCOO
    AND h.PHDOCO = t.PDDOCO
    AND h.PHDCTO = t.PDDCTO
    AND h.PHKCOO IN ($(Companies))
    AND (h.PHTRDJ >= ((YEAR(CONVERT(DATE, '$(FromDate)', 23)) - 1900) * 1000 + DATEPART(DAYOFYEAR, CONVERT(DATE, '$(FromDate)', 23)))
    OR EXISTS (SELECT 1 FROM $(DataSchema).F0411 v WHERE TRY_CONVERT(DECIMAL(31,0), LTRIM(RTRIM(v.RPPO))) = h.PHDOCO
    AND v.RPPDCT = h.PHDCTO
    AND v.RPPKCO = h.PHKCOO
    AND EXISTS (SELECT 1 FROM $(DataSchema).F0411 s WHERE s.RPKCO = v.RPKCO
    AND s.RPDOC = v.RPDOC
    AND s.RPDCT = v.RPDCT
    AND s.RPCO IN ($(Companies))
    AND s.RPDGJ >= ((YEAR(CONVERT(DATE, '$(FromDate)', 23)) - 1900) * 1000 + DATEPART(DAYOFYEAR, CONVERT(DATE, '$(FromDate)', 23)))))))
) x ORDER BY o;
GO

:OUT F43121.csv
SELECT line FROM (
  SELECT 0 AS o, N'"PRUKID","PRMATC","PRKCOO","PRDOCO","PRDCTO","PRLNID","PRDOC","PRDCT","PRKCO","PRSFX","PRAN8","PRRCDJ","PRDGL","PRUPMJ","PRUREC","PRAREC","PRAOPN","PRCRCD","PRLITM","PRMCU"' AS line
  UNION ALL
  SELECT 1, CAST(N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.PRUKID AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.PRMATC)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.PRKCOO)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.PRDOCO AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.PRDCTO)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.PRLNID AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.PRDOC AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.PRDCT)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.PRKCO)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.PRSFX)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.PRAN8 AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.PRRCDJ AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.PRDGL AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.PRUPMJ AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.PRUREC AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.PRAREC AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.PRAOPN AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.PRCRCD)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.PRLITM)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.PRMCU)), N''), N'"', N'""') + N'"' AS NVARCHAR(4000))
  FROM $(DataSchema).F43121 t
  WHERE EXISTS (SELECT 1 FROM $(DataSchema).F4301 h WHERE h.PHKCOO = t.PRKCOO
    AND h.PHDOCO = t.PRDOCO
    AND h.PHDCTO = t.PRDCTO
    AND h.PHKCOO IN ($(Companies))
    AND (h.PHTRDJ >= ((YEAR(CONVERT(DATE, '$(FromDate)', 23)) - 1900) * 1000 + DATEPART(DAYOFYEAR, CONVERT(DATE, '$(FromDate)', 23)))
    OR EXISTS (SELECT 1 FROM $(DataSchema).F0411 v WHERE TRY_CONVERT(DECIMAL(31,0), LTRIM(RTRIM(v.RPPO))) = h.PHDOCO
    AND v.RPPDCT = h.PHDCTO
    AND v.RPPKCO = h.PHKCOO
    AND EXISTS (SELECT 1 FROM $(DataSchema).F0411 s WHERE s.RPKCO = v.RPKCO
    AND s.RPDOC = v.RPDOC
    AND s.RPDCT = v.RPDCT
    AND s.RPCO IN ($(Companies))
    AND s.RPDGJ >= ((YEAR(CONVERT(DATE, '$(FromDate)', 23)) - 1900) * 1000 + DATEPART(DAYOFYEAR, CONVERT(DATE, '$(FromDate)', 23)))))))
) x ORDER BY o;
GO

:OUT F0013.csv
SELECT line FROM (
  SELECT 0 AS o, N'"CVCD","CVCDEC"' AS line
  UNION ALL
  SELECT 1, CAST(N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.CVCRCD)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.CVCDEC)), N''), N'"', N'""') + N'"' AS NVARCHAR(4000))
  FROM $(ControlSchema).F0013 t
) x ORDER BY o;
GO

:OUT F0030.csv
SELECT line FROM (
  SELECT 0 AS o, N'"AYAN8","AYBKTP","AYTNST","AYCBNK","AYCTR","AYIBAN","AYSWFT","AYCHKD"' AS line
  UNION ALL
  SELECT 1, CAST(N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.AYAN8 AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.AYBKTP)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.AYTNST)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.AYCBNK)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.AYCTR)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.AYIBAN)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.AYSWFT)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.AYCHKD)), N''), N'"', N'""') + N'"' AS NVARCHAR(4000))
  FROM $(DataSchema).F0030 t
  WHERE t.AYBKTP = 'V'
    AND t.AYAN8 IN (SELECT A6AN8 FROM $(DataSchema).F0401)
) x ORDER BY o;
GO

:OUT F01151.csv
SELECT line FROM (
  SELECT 0 AS o, N'"EAAN8","EAIDLN","EARCK7","EAETP","EAEMAL"' AS line
  UNION ALL
  SELECT 1, CAST(N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.EAAN8 AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.EAIDLN AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(CONVERT(VARCHAR(40), CAST(t.EARCK7 AS DECIMAL(31,0))), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.EAETP)), N''), N'"', N'""') + N'"'
       + N',' + N'"' + REPLACE(ISNULL(LTRIM(RTRIM(t.EAEMAL)), N''), N'"', N'""') + N'"' AS NVARCHAR(4000))
  FROM $(DataSchema).F01151 t
  WHERE t.EAAN8 IN (SELECT A6AN8 FROM $(DataSchema).F0401)
) x ORDER BY o;
GO

:OUT counts.csv
SELECT line FROM (
  SELECT 0 AS o, 'TABLE_NAME,ROW_COUNT' AS line
  UNION ALL SELECT 1, 'F0010,' + CONVERT(VARCHAR(20), (SELECT COUNT(*) FROM $(DataSchema).F0010 t
    WHERE t.CCCO IN ($(Companies))))
  UNION ALL SELECT 2, 'F0101,' + CONVERT(VARCHAR(20), (SELECT COUNT(*) FROM $(DataSchema).F0101 t
    WHERE t.ABAN8 IN (SELECT A6AN8 FROM $(DataSchema).F0401)
      OR t.ABAN8 IN (SELECT CCAN8 FROM $(DataSchema).F0010 WHERE CCCO IN ($(Companies)))
      OR t.ABAN8 IN (SELECT v.RPPYE FROM $(DataSchema).F0411 v WHERE EXISTS (SELECT 1 FROM $(DataSchema).F0411 s WHERE s.RPKCO = v.RPKCO
      AND s.RPDOC = v.RPDOC
      AND s.RPDCT = v.RPDCT
      AND s.RPCO IN ($(Companies))
      AND s.RPDGJ >= ((YEAR(CONVERT(DATE, '$(FromDate)', 23)) - 1900) * 1000 + DATEPART(DAYOFYEAR, CONVERT(DATE, '$(FromDate)', 23)))))))
  UNION ALL SELECT 3, 'F0116,' + CONVERT(VARCHAR(20), (SELECT COUNT(*) FROM $(DataSchema).F0116 t
    WHERE t.ALAN8 IN (SELECT A6AN8 FROM $(DataSchema).F0401)
      OR t.ALAN8 IN (SELECT CCAN8 FROM $(DataSchema).F0010 WHERE CCCO IN ($(Companies)))
      OR t.ALAN8 IN (SELECT v.RPPYE FROM $(DataSchema).F0411 v WHERE EXISTS (SELECT 1 FROM $(DataSchema).F0411 s WHERE s.RPKCO = v.RPKCO
      AND s.RPDOC = v.RPDOC
      AND s.RPDCT = v.RPDCT
      AND s.RPCO IN ($(Companies))
      AND s.RPDGJ >= ((YEAR(CONVERT(DATE, '$(FromDate)', 23)) - 1900) * 1000 + DATEPART(DAYOFYEAR, CONVERT(DATE, '$(FromDate)', 23)))))))
  UNION ALL SELECT 4, 'F0401,' + CONVERT(VARCHAR(20), (SELECT COUNT(*) FROM $(DataSchema).F0401 t))
  UNION ALL SELECT 5, 'F0411,' + CONVERT(VARCHAR(20), (SELECT COUNT(*) FROM $(DataSchema).F0411 t
    WHERE EXISTS (SELECT 1 FROM $(DataSchema).F0411 s WHERE s.RPKCO = t.RPKCO
      AND s.RPDOC = t.RPDOC
      AND s.RPDCT = t.RPDCT
      AND s.RPCO IN ($(Companies))
      AND s.RPDGJ >= ((YEAR(CONVERT(DATE, '$(FromDate)', 23)) - 1900) * 1000 + DATEPART(DAYOFYEAR, CONVERT(DATE, '$(FromDate)', 23))))))
  UNION ALL SELECT 6, 'F0413,' + CONVERT(VARCHAR(20), (SELECT COUNT(*) FROM $(DataSchema).F0413 t
    WHERE t.RMPYID IN (SELECT n.RNPYID FROM $(DataSchema).F0414 n WHERE EXISTS (SELECT 1 FROM $(DataSchema).F0411 s WHERE s.RPKCO = n.RNKCO
      AND s.RPDOC = n.RNDOC
      AND s.RPDCT = n.RNDCT
      AND s.RPCO IN ($(Companies))
      AND s.RPDGJ >= ((YEAR(CONVERT(DATE, '$(FromDate)', 23)) - 1900) * 1000 + DATEPART(DAYOFYEAR, CONVERT(DATE, '$(FromDate)', 23)))))))
  UNION ALL SELECT 7, 'F0414,' + CONVERT(VARCHAR(20), (SELECT COUNT(*) FROM $(DataSchema).F0414 t
    WHERE EXISTS (SELECT 1 FROM $(DataSchema).F0411 s WHERE s.RPKCO = t.RNKCO
      AND s.RPDOC = t.RNDOC
      AND s.RPDCT = t.RNDCT
      AND s.RPCO IN ($(Companies))
      AND s.RPDGJ >= ((YEAR(CONVERT(DATE, '$(FromDate)', 23)) - 1900) * 1000 + DATEPART(DAYOFYEAR, CONVERT(DATE, '$(FromDate)', 23))))))
  UNION ALL SELECT 8, 'F0014,' + CONVERT(VARCHAR(20), (SELECT COUNT(*) FROM $(DataSchema).F0014 t))
  UNION ALL SELECT 9, 'F4301,' + CONVERT(VARCHAR(20), (SELECT COUNT(*) FROM $(DataSchema).F4301 t
    WHERE t.PHKCOO IN ($(Companies))
      AND (t.PHTRDJ >= ((YEAR(CONVERT(DATE, '$(FromDate)', 23)) - 1900) * 1000 + DATEPART(DAYOFYEAR, CONVERT(DATE, '$(FromDate)', 23)))
      OR EXISTS (SELECT 1 FROM $(DataSchema).F0411 v WHERE TRY_CONVERT(DECIMAL(31,0), LTRIM(RTRIM(v.RPPO))) = t.PHDOCO
      AND v.RPPDCT = t.PHDCTO
      AND v.RPPKCO = t.PHKCOO
      AND EXISTS (SELECT 1 FROM $(DataSchema).F0411 s WHERE s.RPKCO = v.RPKCO
      AND s.RPDOC = v.RPDOC
      AND s.RPDCT = v.RPDCT
      AND s.RPCO IN ($(Companies))
      AND s.RPDGJ >= ((YEAR(CONVERT(DATE, '$(FromDate)', 23)) - 1900) * 1000 + DATEPART(DAYOFYEAR, CONVERT(DATE, '$(FromDate)', 23))))))))
  UNION ALL SELECT 10, 'F4311,' + CONVERT(VARCHAR(20), (SELECT COUNT(*) FROM $(DataSchema).F4311 t
    WHERE EXISTS (SELECT 1 FROM $(DataSchema).F4301 h WHERE h.PHKCOO = t.PDKCOO
      AND h.PHDOCO = t.PDDOCO
      AND h.PHDCTO = t.PDDCTO
      AND h.PHKCOO IN ($(Companies))
      AND (h.PHTRDJ >= ((YEAR(CONVERT(DATE, '$(FromDate)', 23)) - 1900) * 1000 + DATEPART(DAYOFYEAR, CONVERT(DATE, '$(FromDate)', 23)))
      OR EXISTS (SELECT 1 FROM $(DataSchema).F0411 v WHERE TRY_CONVERT(DECIMAL(31,0), LTRIM(RTRIM(v.RPPO))) = h.PHDOCO
      AND v.RPPDCT = h.PHDCTO
      AND v.RPPKCO = h.PHKCOO
      AND EXISTS (SELECT 1 FROM $(DataSchema).F0411 s WHERE s.RPKCO = v.RPKCO
      AND s.RPDOC = v.RPDOC
      AND s.RPDCT = v.RPDCT
      AND s.RPCO IN ($(Companies))
      AND s.RPDGJ >= ((YEAR(CONVERT(DATE, '$(FromDate)', 23)) - 1900) * 1000 + DATEPART(DAYOFYEAR, CONVERT(DATE, '$(FromDate)', 23)))))))))
  UNION ALL SELECT 11, 'F43121,' + CONVERT(VARCHAR(20), (SELECT COUNT(*) FROM $(DataSchema).F43121 t
    WHERE EXISTS (SELECT 1 FROM $(DataSchema).F4301 h WHERE h.PHKCOO = t.PRKCOO
      AND h.PHDOCO = t.PRDOCO
      AND h.PHDCTO = t.PRDCTO
      AND h.PHKCOO IN ($(Companies))
      AND (h.PHTRDJ >= ((YEAR(CONVERT(DATE, '$(FromDate)', 23)) - 1900) * 1000 + DATEPART(DAYOFYEAR, CONVERT(DATE, '$(FromDate)', 23)))
      OR EXISTS (SELECT 1 FROM $(DataSchema).F0411 v WHERE TRY_CONVERT(DECIMAL(31,0), LTRIM(RTRIM(v.RPPO))) = h.PHDOCO
      AND v.RPPDCT = h.PHDCTO
      AND v.RPPKCO = h.PHKCOO
      AND EXISTS (SELECT 1 FROM $(DataSchema).F0411 s WHERE s.RPKCO = v.RPKCO
      AND s.RPDOC = v.RPDOC
      AND s.RPDCT = v.RPDCT
      AND s.RPCO IN ($(Companies))
      AND s.RPDGJ >= ((YEAR(CONVERT(DATE, '$(FromDate)', 23)) - 1900) * 1000 + DATEPART(DAYOFYEAR, CONVERT(DATE, '$(FromDate)', 23)))))))))
  UNION ALL SELECT 12, 'F0013,' + CONVERT(VARCHAR(20), (SELECT COUNT(*) FROM $(ControlSchema).F0013 t))
  UNION ALL SELECT 13, 'F0030,' + CONVERT(VARCHAR(20), (SELECT COUNT(*) FROM $(DataSchema).F0030 t
    WHERE t.AYBKTP = 'V'
      AND t.AYAN8 IN (SELECT A6AN8 FROM $(DataSchema).F0401)))
  UNION ALL SELECT 14, 'F01151,' + CONVERT(VARCHAR(20), (SELECT COUNT(*) FROM $(DataSchema).F01151 t
    WHERE t.EAAN8 IN (SELECT A6AN8 FROM $(DataSchema).F0401)))
) x ORDER BY o;
GO
:OUT STDOUT

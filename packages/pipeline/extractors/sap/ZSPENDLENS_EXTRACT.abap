*&---------------------------------------------------------------------*
*& Report ZSPENDLENS_EXTRACT
*&---------------------------------------------------------------------*
*& Spendlens SAP extractor: writes an extract in the format sap-extract/1
*& for the company codes and the posting dates chosen on the selection
*& screen - one CSV file per SAP table and manifest.json - into a folder
*& of the application server (OPEN DATASET) or, for a small extract in a
*& dialog run, of the user's PC.
*&
*& CSV: UTF-8 without byte order mark, LF line ends, comma separated,
*& RFC 4180 quoting, a header row of SAP field names; dates YYYYMMDD with
*& 00000000 for none, times HHMMSS, amounts and quantities with '.' and
*& no grouping, a leading '-' when negative. Amounts are written in the
*& decimals of their currency (TCURX): JPY 1000 is 1000.00, not SAP's
*& internal 10.00. manifest.json lists every file with its record count
*& and SHA-256.
*&
*& Classic ABAP for SAP ECC 6.0 and S/4HANA: no inline declarations, no
*& constructor expressions, no 7.40 syntax. It needs SAP_BASIS 7.02 or
*& later for the class CL_ABAP_MESSAGE_DIGEST (SHA-256). Keep the program
*& attribute "Fixed point arithmetic" set (the default of SE38).
*&
*& Every table has a FORM extract_<table>: the CSV header in its call of
*& begin_file, each SELECT from the table listing the same fields in the
*& same order, and a row type ty_<...> with the same components in that
*& order. A test of the Spendlens repository compares the three with the
*& field lists of the ingest (packages/pipeline/src/sap/sap-tables.ts).
*&---------------------------------------------------------------------*
REPORT zspendlens_extract NO STANDARD PAGE HEADING LINE-SIZE 132.

*----------------------------------------------------------------------*
* Row types: one per table, components in the order of the CSV header
*----------------------------------------------------------------------*
* An amount in the decimals of its currency: wider than CURR 13,2, so
* that shifting an internal amount of a currency without decimals (JPY,
* KRW, VND) cannot overflow. Currencies with 3 decimals are rounded to 2
* (the format's limit).
TYPES ty_amount TYPE p LENGTH 12 DECIMALS 2.

TYPES: BEGIN OF ty_t001,
         bukrs TYPE t001-bukrs,
         butxt TYPE t001-butxt,
         ort01 TYPE t001-ort01,
         land1 TYPE t001-land1,
         waers TYPE t001-waers,
         spras TYPE t001-spras,
         ktopl TYPE t001-ktopl,
         periv TYPE t001-periv,
       END OF ty_t001.

TYPES: BEGIN OF ty_lfa1,
         lifnr TYPE lfa1-lifnr,
         land1 TYPE lfa1-land1,
         name1 TYPE lfa1-name1,
         name2 TYPE lfa1-name2,
         name3 TYPE lfa1-name3,
         name4 TYPE lfa1-name4,
         ort01 TYPE lfa1-ort01,
         pstlz TYPE lfa1-pstlz,
         regio TYPE lfa1-regio,
         stras TYPE lfa1-stras,
         adrnr TYPE lfa1-adrnr,
         stcd1 TYPE lfa1-stcd1,
         stcd2 TYPE lfa1-stcd2,
         stceg TYPE lfa1-stceg,
         ktokk TYPE lfa1-ktokk,
         sperr TYPE lfa1-sperr,
         sperm TYPE lfa1-sperm,
         loevm TYPE lfa1-loevm,
         erdat TYPE lfa1-erdat,
         ernam TYPE lfa1-ernam,
         konzs TYPE lfa1-konzs,
         xcpdk TYPE lfa1-xcpdk,
         telf1 TYPE lfa1-telf1,
         brsch TYPE lfa1-brsch,
       END OF ty_lfa1.

TYPES: BEGIN OF ty_lfb1,
         lifnr TYPE lfb1-lifnr,
         bukrs TYPE lfb1-bukrs,
         erdat TYPE lfb1-erdat,
         ernam TYPE lfb1-ernam,
         sperr TYPE lfb1-sperr,
         loevm TYPE lfb1-loevm,
         akont TYPE lfb1-akont,
         zwels TYPE lfb1-zwels,
         zterm TYPE lfb1-zterm,
         zahls TYPE lfb1-zahls,
         reprf TYPE lfb1-reprf,
         lnrze TYPE lfb1-lnrze,
       END OF ty_lfb1.

TYPES: BEGIN OF ty_bkpf,
         bukrs     TYPE bkpf-bukrs,
         belnr     TYPE bkpf-belnr,
         gjahr     TYPE bkpf-gjahr,
         blart     TYPE bkpf-blart,
         bldat     TYPE bkpf-bldat,
         budat     TYPE bkpf-budat,
         monat     TYPE bkpf-monat,
         cpudt     TYPE bkpf-cpudt,
         cputm     TYPE bkpf-cputm,
         usnam     TYPE bkpf-usnam,
         tcode     TYPE bkpf-tcode,
         xblnr     TYPE bkpf-xblnr,
         bktxt     TYPE bkpf-bktxt,
         waers     TYPE bkpf-waers,
         kursf     TYPE bkpf-kursf,
         awtyp     TYPE bkpf-awtyp,
         awkey     TYPE bkpf-awkey,
         stblg     TYPE bkpf-stblg,
         stjah     TYPE bkpf-stjah,
         stgrd     TYPE bkpf-stgrd,
         bstat     TYPE bkpf-bstat,
         xreversal TYPE bkpf-xreversal,
       END OF ty_bkpf.

* BSIK (open) and BSAK (cleared) vendor line items have the same fields.
TYPES: BEGIN OF ty_vendor_item,
         bukrs TYPE bsak-bukrs,
         lifnr TYPE bsak-lifnr,
         augdt TYPE bsak-augdt,
         augbl TYPE bsak-augbl,
         zuonr TYPE bsak-zuonr,
         gjahr TYPE bsak-gjahr,
         belnr TYPE bsak-belnr,
         buzei TYPE bsak-buzei,
         budat TYPE bsak-budat,
         bldat TYPE bsak-bldat,
         cpudt TYPE bsak-cpudt,
         waers TYPE bsak-waers,
         xblnr TYPE bsak-xblnr,
         blart TYPE bsak-blart,
         monat TYPE bsak-monat,
         bschl TYPE bsak-bschl,
         shkzg TYPE bsak-shkzg,
         gsber TYPE bsak-gsber,
         dmbtr TYPE ty_amount,
         wrbtr TYPE ty_amount,
         sgtxt TYPE bsak-sgtxt,
         zfbdt TYPE bsak-zfbdt,
         zterm TYPE bsak-zterm,
         zbd1t TYPE bsak-zbd1t,
         zbd2t TYPE bsak-zbd2t,
         zbd3t TYPE bsak-zbd3t,
         zbd1p TYPE bsak-zbd1p,
         zbd2p TYPE bsak-zbd2p,
         zlsch TYPE bsak-zlsch,
         zlspr TYPE bsak-zlspr,
         rebzg TYPE bsak-rebzg,
         ebeln TYPE bsak-ebeln,
         ebelp TYPE bsak-ebelp,
       END OF ty_vendor_item.

TYPES: BEGIN OF ty_rbkp,
         belnr  TYPE rbkp-belnr,
         gjahr  TYPE rbkp-gjahr,
         blart  TYPE rbkp-blart,
         bldat  TYPE rbkp-bldat,
         budat  TYPE rbkp-budat,
         cpudt  TYPE rbkp-cpudt,
         cputm  TYPE rbkp-cputm,
         usnam  TYPE rbkp-usnam,
         tcode  TYPE rbkp-tcode,
         xblnr  TYPE rbkp-xblnr,
         bukrs  TYPE rbkp-bukrs,
         lifnr  TYPE rbkp-lifnr,
         waers  TYPE rbkp-waers,
         kursf  TYPE rbkp-kursf,
         rmwwr  TYPE ty_amount,
         wmwst1 TYPE ty_amount,
         zterm  TYPE rbkp-zterm,
         zfbdt  TYPE rbkp-zfbdt,
         zlspr  TYPE rbkp-zlspr,
         rbstat TYPE rbkp-rbstat,
         xrech  TYPE rbkp-xrech,
         stblg  TYPE rbkp-stblg,
         stjah  TYPE rbkp-stjah,
       END OF ty_rbkp.

TYPES: BEGIN OF ty_rseg,
         belnr TYPE rseg-belnr,
         gjahr TYPE rseg-gjahr,
         buzei TYPE rseg-buzei,
         ebeln TYPE rseg-ebeln,
         ebelp TYPE rseg-ebelp,
         matnr TYPE rseg-matnr,
         bukrs TYPE rseg-bukrs,
         werks TYPE rseg-werks,
         wrbtr TYPE ty_amount,
         shkzg TYPE rseg-shkzg,
         mwskz TYPE rseg-mwskz,
         menge TYPE rseg-menge,
         bstme TYPE rseg-bstme,
         lfbnr TYPE rseg-lfbnr,
         lfgja TYPE rseg-lfgja,
         lfpos TYPE rseg-lfpos,
       END OF ty_rseg.

TYPES: BEGIN OF ty_ekko,
         ebeln TYPE ekko-ebeln,
         bukrs TYPE ekko-bukrs,
         bstyp TYPE ekko-bstyp,
         bsart TYPE ekko-bsart,
         loekz TYPE ekko-loekz,
         aedat TYPE ekko-aedat,
         ernam TYPE ekko-ernam,
         lifnr TYPE ekko-lifnr,
         zterm TYPE ekko-zterm,
         ekorg TYPE ekko-ekorg,
         ekgrp TYPE ekko-ekgrp,
         waers TYPE ekko-waers,
         bedat TYPE ekko-bedat,
         frgke TYPE ekko-frgke,
       END OF ty_ekko.

TYPES: BEGIN OF ty_ekpo,
         ebeln TYPE ekpo-ebeln,
         ebelp TYPE ekpo-ebelp,
         loekz TYPE ekpo-loekz,
         txz01 TYPE ekpo-txz01,
         matnr TYPE ekpo-matnr,
         werks TYPE ekpo-werks,
         menge TYPE ekpo-menge,
         meins TYPE ekpo-meins,
         netpr TYPE ty_amount,
         peinh TYPE ekpo-peinh,
         netwr TYPE ty_amount,
         wepos TYPE ekpo-wepos,
         repos TYPE ekpo-repos,
         webre TYPE ekpo-webre,
         elikz TYPE ekpo-elikz,
         erekz TYPE ekpo-erekz,
         banfn TYPE ekpo-banfn,
       END OF ty_ekpo.

TYPES: BEGIN OF ty_mkpf,
         mblnr TYPE mkpf-mblnr,
         mjahr TYPE mkpf-mjahr,
         bldat TYPE mkpf-bldat,
         budat TYPE mkpf-budat,
         cpudt TYPE mkpf-cpudt,
         usnam TYPE mkpf-usnam,
         xblnr TYPE mkpf-xblnr,
       END OF ty_mkpf.

TYPES: BEGIN OF ty_mseg,
         mblnr TYPE mseg-mblnr,
         mjahr TYPE mseg-mjahr,
         zeile TYPE mseg-zeile,
         bwart TYPE mseg-bwart,
         matnr TYPE mseg-matnr,
         werks TYPE mseg-werks,
         lifnr TYPE mseg-lifnr,
         shkzg TYPE mseg-shkzg,
         dmbtr TYPE ty_amount,
         menge TYPE mseg-menge,
         ebeln TYPE mseg-ebeln,
         ebelp TYPE mseg-ebelp,
         smbln TYPE mseg-smbln,
         bukrs TYPE mseg-bukrs,
         sjahr TYPE mseg-sjahr,
         smblp TYPE mseg-smblp,
       END OF ty_mseg.

TYPES: BEGIN OF ty_t052,
         zterm TYPE t052-zterm,
         ztagg TYPE t052-ztagg,
         zdart TYPE t052-zdart,
         zfael TYPE t052-zfael,
         zmona TYPE t052-zmona,
         ztag1 TYPE t052-ztag1,
         zprz1 TYPE t052-zprz1,
         ztag2 TYPE t052-ztag2,
         zprz2 TYPE t052-zprz2,
         ztag3 TYPE t052-ztag3,
       END OF ty_t052.

TYPES: BEGIN OF ty_t042z,
         land1 TYPE t042z-land1,
         zlsch TYPE t042z-zlsch,
         text1 TYPE t042z-text1,
       END OF ty_t042z.

TYPES: BEGIN OF ty_t077k,
         ktokk TYPE t077k-ktokk,
         numkr TYPE t077k-numkr,
         xcpds TYPE t077k-xcpds,
       END OF ty_t077k.

TYPES: BEGIN OF ty_t052u,
         spras TYPE t052u-spras,
         zterm TYPE t052u-zterm,
         ztagg TYPE t052u-ztagg,
         text1 TYPE t052u-text1,
       END OF ty_t052u.

TYPES: BEGIN OF ty_t077y,
         spras TYPE t077y-spras,
         ktokk TYPE t077y-ktokk,
         txt30 TYPE t077y-txt30,
       END OF ty_t077y.

TYPES: BEGIN OF ty_lfm1,
         lifnr TYPE lfm1-lifnr,
         ekorg TYPE lfm1-ekorg,
         waers TYPE lfm1-waers,
         zterm TYPE lfm1-zterm,
         minbw TYPE ty_amount,
         sperm TYPE lfm1-sperm,
         loevm TYPE lfm1-loevm,
         webre TYPE lfm1-webre,
         xersy TYPE lfm1-xersy,
         erdat TYPE lfm1-erdat,
         ernam TYPE lfm1-ernam,
       END OF ty_lfm1.

TYPES: BEGIN OF ty_lfbk,
         lifnr TYPE lfbk-lifnr,
         banks TYPE lfbk-banks,
         bankl TYPE lfbk-bankl,
         bankn TYPE lfbk-bankn,
         bkont TYPE lfbk-bkont,
         bvtyp TYPE lfbk-bvtyp,
         koinh TYPE lfbk-koinh,
       END OF ty_lfbk.

TYPES: BEGIN OF ty_tiban,
         banks      TYPE tiban-banks,
         bankl      TYPE tiban-bankl,
         bankn      TYPE tiban-bankn,
         bkont      TYPE tiban-bkont,
         iban       TYPE tiban-iban,
         valid_from TYPE tiban-valid_from,
       END OF ty_tiban.

TYPES: BEGIN OF ty_adr6,
         addrnumber TYPE adr6-addrnumber,
         persnumber TYPE adr6-persnumber,
         date_from  TYPE adr6-date_from,
         consnumber TYPE adr6-consnumber,
         flgdefault TYPE adr6-flgdefault,
         smtp_addr  TYPE adr6-smtp_addr,
       END OF ty_adr6.

TYPES: BEGIN OF ty_adrc,
         addrnumber TYPE adrc-addrnumber,
         date_from  TYPE adrc-date_from,
         nation     TYPE adrc-nation,
         name1      TYPE adrc-name1,
         city1      TYPE adrc-city1,
         post_code1 TYPE adrc-post_code1,
         street     TYPE adrc-street,
         house_num1 TYPE adrc-house_num1,
         region     TYPE adrc-region,
         country    TYPE adrc-country,
         tel_number TYPE adrc-tel_number,
       END OF ty_adrc.

TYPES: BEGIN OF ty_ekbe,
         ebeln TYPE ekbe-ebeln,
         ebelp TYPE ekbe-ebelp,
         zekkn TYPE ekbe-zekkn,
         vgabe TYPE ekbe-vgabe,
         gjahr TYPE ekbe-gjahr,
         belnr TYPE ekbe-belnr,
         buzei TYPE ekbe-buzei,
         bwart TYPE ekbe-bwart,
         budat TYPE ekbe-budat,
         menge TYPE ekbe-menge,
         dmbtr TYPE ty_amount,
         wrbtr TYPE ty_amount,
         waers TYPE ekbe-waers,
         shkzg TYPE ekbe-shkzg,
       END OF ty_ekbe.

TYPES: BEGIN OF ty_payr,
         zbukr TYPE payr-zbukr,
         hbkid TYPE payr-hbkid,
         hktid TYPE payr-hktid,
         rzawe TYPE payr-rzawe,
         chect TYPE payr-chect,
         lifnr TYPE payr-lifnr,
         vblnr TYPE payr-vblnr,
         gjahr TYPE payr-gjahr,
         zaldt TYPE payr-zaldt,
         waers TYPE payr-waers,
         rwbtr TYPE ty_amount,
         voidd TYPE payr-voidd,
       END OF ty_payr.

TYPES: BEGIN OF ty_bseg,
         bukrs TYPE bseg-bukrs,
         belnr TYPE bseg-belnr,
         gjahr TYPE bseg-gjahr,
         buzei TYPE bseg-buzei,
         bschl TYPE bseg-bschl,
         koart TYPE bseg-koart,
         shkzg TYPE bseg-shkzg,
         dmbtr TYPE ty_amount,
         wrbtr TYPE ty_amount,
         lifnr TYPE bseg-lifnr,
         hkont TYPE bseg-hkont,
         kostl TYPE bseg-kostl,
         ebeln TYPE bseg-ebeln,
         ebelp TYPE bseg-ebelp,
         zlsch TYPE bseg-zlsch,
         augdt TYPE bseg-augdt,
         augbl TYPE bseg-augbl,
         sgtxt TYPE bseg-sgtxt,
       END OF ty_bseg.

TYPES: BEGIN OF ty_bsec,
         bukrs TYPE bsec-bukrs,
         belnr TYPE bsec-belnr,
         gjahr TYPE bsec-gjahr,
         buzei TYPE bsec-buzei,
         name1 TYPE bsec-name1,
         name2 TYPE bsec-name2,
         name3 TYPE bsec-name3,
         name4 TYPE bsec-name4,
         stras TYPE bsec-stras,
         ort01 TYPE bsec-ort01,
         pstlz TYPE bsec-pstlz,
         land1 TYPE bsec-land1,
         stcd1 TYPE bsec-stcd1,
         stceg TYPE bsec-stceg,
         bankl TYPE bsec-bankl,
         bankn TYPE bsec-bankn,
       END OF ty_bsec.

*----------------------------------------------------------------------*
* Keys the extract collects, so that every reference between its files
* resolves (vendors, documents, purchase orders, addresses ...)
*----------------------------------------------------------------------*
TYPES: BEGIN OF ty_company,
         bukrs TYPE t001-bukrs,
         waers TYPE t001-waers,
       END OF ty_company.

TYPES: BEGIN OF ty_currency,
         waers  TYPE tcurx-currkey,
         factor TYPE p LENGTH 10 DECIMALS 6,
       END OF ty_currency.

TYPES: BEGIN OF ty_vendor,
         lifnr TYPE lfa1-lifnr,
       END OF ty_vendor.

TYPES: BEGIN OF ty_document,
         bukrs TYPE bkpf-bukrs,
         belnr TYPE bkpf-belnr,
         gjahr TYPE bkpf-gjahr,
       END OF ty_document.

TYPES: BEGIN OF ty_header,
         bukrs TYPE bkpf-bukrs,
         belnr TYPE bkpf-belnr,
         gjahr TYPE bkpf-gjahr,
         waers TYPE bkpf-waers,
       END OF ty_header.

TYPES: BEGIN OF ty_document_number,
         bukrs TYPE bkpf-bukrs,
         belnr TYPE bkpf-belnr,
       END OF ty_document_number.

TYPES: BEGIN OF ty_clearing,
         bukrs TYPE bkpf-bukrs,
         belnr TYPE bkpf-belnr,
         year  TYPE bkpf-gjahr,
       END OF ty_clearing.

TYPES: BEGIN OF ty_item_key,
         bukrs TYPE bsak-bukrs,
         lifnr TYPE bsak-lifnr,
         gjahr TYPE bsak-gjahr,
         belnr TYPE bsak-belnr,
         buzei TYPE bsak-buzei,
       END OF ty_item_key.

TYPES: BEGIN OF ty_invoice_key,
         belnr TYPE rbkp-belnr,
         gjahr TYPE rbkp-gjahr,
       END OF ty_invoice_key.

TYPES: BEGIN OF ty_invoice,
         belnr TYPE rbkp-belnr,
         gjahr TYPE rbkp-gjahr,
         waers TYPE rbkp-waers,
       END OF ty_invoice.

TYPES: BEGIN OF ty_po_number,
         ebeln TYPE ekko-ebeln,
       END OF ty_po_number.

TYPES: BEGIN OF ty_po,
         ebeln TYPE ekko-ebeln,
         bukrs TYPE ekko-bukrs,
         waers TYPE ekko-waers,
       END OF ty_po.

TYPES: BEGIN OF ty_material_document,
         mblnr TYPE mkpf-mblnr,
         mjahr TYPE mkpf-mjahr,
       END OF ty_material_document.

TYPES: BEGIN OF ty_address,
         addrnumber TYPE adrc-addrnumber,
       END OF ty_address.

TYPES: BEGIN OF ty_bank_account,
         banks TYPE lfbk-banks,
         bankl TYPE lfbk-bankl,
         bankn TYPE lfbk-bankn,
         bkont TYPE lfbk-bkont,
       END OF ty_bank_account.

TYPES: BEGIN OF ty_term,
         zterm TYPE t052-zterm,
       END OF ty_term.

TYPES: BEGIN OF ty_account_group,
         ktokk TYPE t077k-ktokk,
       END OF ty_account_group.

TYPES: BEGIN OF ty_written,
         tabname TYPE tabname,
         rows    TYPE i,
         sha256  TYPE string,
       END OF ty_written.

CONSTANTS: gc_package  TYPE i VALUE 10000,   " rows read per database fetch
           gc_flush_at TYPE i VALUE 1048576. " characters buffered per write

DATA: gv_bukrs TYPE t001-bukrs.

DATA: gt_companies          TYPE HASHED TABLE OF ty_company
                            WITH UNIQUE KEY bukrs,
      gt_currencies         TYPE HASHED TABLE OF ty_currency
                            WITH UNIQUE KEY waers,
      gt_one_time_vendors   TYPE HASHED TABLE OF ty_vendor
                            WITH UNIQUE KEY lifnr,
      gt_vendors            TYPE HASHED TABLE OF ty_vendor
                            WITH UNIQUE KEY lifnr,
      gt_documents          TYPE HASHED TABLE OF ty_document
                            WITH UNIQUE KEY bukrs belnr gjahr,
      gt_one_time_documents TYPE HASHED TABLE OF ty_document
                            WITH UNIQUE KEY bukrs belnr gjahr,
      gt_headers            TYPE HASHED TABLE OF ty_header
                            WITH UNIQUE KEY bukrs belnr gjahr,
      gt_clearings          TYPE HASHED TABLE OF ty_clearing
                            WITH UNIQUE KEY bukrs belnr year,
      gt_clearing_numbers   TYPE HASHED TABLE OF ty_document_number
                            WITH UNIQUE KEY bukrs belnr,
      gt_cleared_items      TYPE HASHED TABLE OF ty_item_key
                            WITH UNIQUE KEY bukrs lifnr gjahr belnr buzei,
      gt_invoice_refs       TYPE HASHED TABLE OF ty_invoice_key
                            WITH UNIQUE KEY belnr gjahr,
      gt_invoices           TYPE HASHED TABLE OF ty_invoice
                            WITH UNIQUE KEY belnr gjahr,
      gt_po_refs            TYPE HASHED TABLE OF ty_po_number
                            WITH UNIQUE KEY ebeln,
      gt_pos                TYPE HASHED TABLE OF ty_po
                            WITH UNIQUE KEY ebeln,
      gt_material_documents TYPE HASHED TABLE OF ty_material_document
                            WITH UNIQUE KEY mblnr mjahr,
      gt_addresses          TYPE HASHED TABLE OF ty_address
                            WITH UNIQUE KEY addrnumber,
      gt_bank_accounts      TYPE HASHED TABLE OF ty_bank_account
                            WITH UNIQUE KEY banks bankl bankn bkont,
      gt_terms              TYPE HASHED TABLE OF ty_term
                            WITH UNIQUE KEY zterm,
      gt_account_groups     TYPE HASHED TABLE OF ty_account_group
                            WITH UNIQUE KEY ktokk,
      gt_written            TYPE STANDARD TABLE OF ty_written.

* The file being written
DATA: gv_dir       TYPE string,      " output folder, with its separator
      gv_file      TYPE string,      " path of the file being written
      gv_table     TYPE tabname,
      gv_columns   TYPE i,
      gv_rows      TYPE i,
      gv_buffer    TYPE string,      " lines not yet converted
      gv_content   TYPE xstring,     " the whole file (PC download)
      gv_open      TYPE c LENGTH 1,
      gv_special   TYPE string,      " characters that need quotes
      gv_started   TYPE timestamp,
      go_digest    TYPE REF TO cl_abap_message_digest,
      go_utf8      TYPE REF TO cl_abap_conv_out_ce.

*----------------------------------------------------------------------*
* Selection screen
*----------------------------------------------------------------------*
SELECTION-SCREEN BEGIN OF BLOCK sel WITH FRAME TITLE t_sel.
SELECT-OPTIONS s_bukrs FOR gv_bukrs OBLIGATORY.
PARAMETERS: p_from TYPE budat OBLIGATORY,
            p_to   TYPE budat OBLIGATORY,
            p_bseg AS CHECKBOX.
SELECTION-SCREEN END OF BLOCK sel.

SELECTION-SCREEN BEGIN OF BLOCK man WITH FRAME TITLE t_man.
PARAMETERS: p_system(40) TYPE c LOWER CASE OBLIGATORY,
            p_erp(4)     TYPE c LOWER CASE OBLIGATORY.
SELECTION-SCREEN END OF BLOCK man.

SELECTION-SCREEN BEGIN OF BLOCK out WITH FRAME TITLE t_out.
PARAMETERS: p_server RADIOBUTTON GROUP dest DEFAULT 'X',
            p_sdir(200) TYPE c LOWER CASE,
            p_local  RADIOBUTTON GROUP dest,
            p_ldir(200) TYPE c LOWER CASE.
SELECTION-SCREEN END OF BLOCK out.

INITIALIZATION.
  PERFORM initialise_screen.

AT SELECTION-SCREEN ON VALUE-REQUEST FOR p_ldir.
  PERFORM choose_local_folder.

AT SELECTION-SCREEN.
  PERFORM check_selection.

START-OF-SELECTION.
  PERFORM check_authority.
  PERFORM prepare_output.
  PERFORM load_currencies.
  PERFORM load_one_time_vendors.
* documents first: they name the vendors, purchase orders and
* accounting documents the other files must hold
  PERFORM extract_t001.
  PERFORM extract_bsak.
  PERFORM extract_bsik.
  PERFORM extract_bkpf.
  PERFORM extract_rbkp.
  PERFORM extract_rseg.
  PERFORM extract_mseg.
  PERFORM extract_mkpf.
  PERFORM extract_ekko.
  PERFORM extract_ekpo.
  PERFORM extract_ekbe.
  PERFORM extract_payr.
  PERFORM extract_bsec.
  IF p_bseg = 'X'.
    PERFORM extract_bseg.
  ENDIF.
* then the master data of every vendor they name
  PERFORM extract_lfb1.
  PERFORM extract_lfa1.
  PERFORM extract_lfm1.
  PERFORM extract_lfbk.
  PERFORM extract_tiban.
  PERFORM extract_adrc.
  PERFORM extract_adr6.
* and the customising
  PERFORM extract_t052.
  PERFORM extract_t052u.
  PERFORM extract_t042z.
  PERFORM extract_t077k.
  PERFORM extract_t077y.
  PERFORM write_counts.
  PERFORM write_manifest.
  PERFORM show_result.

*&---------------------------------------------------------------------*
*& Selection screen: defaults, texts, checks
*&---------------------------------------------------------------------*
FORM initialise_screen.
  DATA: lv_year      TYPE n LENGTH 4,
        lv_component TYPE cvers-component.

  t_sel = 'Company codes and posting dates'.
  t_man = 'Manifest'.
  t_out = 'Output folder'.
  %_s_bukrs_%_app_%-text = 'Company codes'.
  %_p_from_%_app_%-text = 'Posting date from'.
  %_p_to_%_app_%-text = 'Posting date to'.
  %_p_bseg_%_app_%-text = 'G/L line items (BSEG, slow)'.
  %_p_system_%_app_%-text = 'System name'.
  %_p_erp_%_app_%-text = 'System type (sap or hana)'.
  %_p_server_%_app_%-text = 'Application server'.
  %_p_sdir_%_app_%-text = 'Server folder'.
  %_p_local_%_app_%-text = 'PC (dialog, small extract)'.
  %_p_ldir_%_app_%-text = 'PC folder'.

  lv_year = sy-datum(4).
  lv_year = lv_year - 1.
  CONCATENATE lv_year '0101' INTO p_from.
  p_to = sy-datum.
  CONCATENATE sy-sysid '-' sy-mandt INTO p_system.
* S/4HANA has the software component S4CORE
  SELECT SINGLE component FROM cvers INTO lv_component
    WHERE component = 'S4CORE'.
  IF sy-subrc = 0.
    p_erp = 'hana'.
  ELSE.
    p_erp = 'sap'.
  ENDIF.
ENDFORM.

FORM choose_local_folder.
  DATA lv_folder TYPE string.

  cl_gui_frontend_services=>directory_browse(
    CHANGING
      selected_folder = lv_folder
    EXCEPTIONS
      OTHERS          = 1 ).
  IF sy-subrc = 0 AND lv_folder IS NOT INITIAL.
    p_ldir = lv_folder.
  ENDIF.
ENDFORM.

FORM check_selection.
  IF p_to < p_from.
    MESSAGE 'The posting date to is before the posting date from' TYPE 'E'.
  ENDIF.
  IF p_erp <> 'sap' AND p_erp <> 'hana'.
    MESSAGE 'The system type is sap (ECC) or hana (S/4HANA)' TYPE 'E'.
  ENDIF.
  IF p_server = 'X' AND p_sdir IS INITIAL.
    MESSAGE 'Enter the folder of the application server (AL11)' TYPE 'E'.
  ENDIF.
  IF p_local = 'X' AND p_ldir IS INITIAL.
    MESSAGE 'Enter the folder on your PC' TYPE 'E'.
  ENDIF.
ENDFORM.

*&---------------------------------------------------------------------*
*& Authorisations: display of every table read (S_TABU_DIS or
*& S_TABU_NAM, as SE16 checks them) and of the accounting documents of
*& every selected company code (F_BKPF_BUK)
*&---------------------------------------------------------------------*
FORM check_authority.
  DATA: lt_tables  TYPE STANDARD TABLE OF tabname,
        lv_table   TYPE tabname,
        lt_bukrs   TYPE STANDARD TABLE OF t001-bukrs,
        lv_bukrs   TYPE t001-bukrs,
        lv_missing TYPE string,
        lv_message TYPE string.

  SPLIT 'T001,LFA1,LFB1,BKPF,BSIK,BSAK,RBKP,RSEG,EKKO,EKPO,MKPF,MSEG,' &
        'T052,T042Z,T077K,T052U,T077Y,LFM1,LFBK,TIBAN,ADR6,ADRC,EKBE,PAYR,' &
        'BSEC,TCURX,CVERS'
    AT ',' INTO TABLE lt_tables.
  IF p_bseg = 'X'.
    APPEND 'BSEG' TO lt_tables.
  ENDIF.
  LOOP AT lt_tables INTO lv_table.
    CALL FUNCTION 'VIEW_AUTHORITY_CHECK'
      EXPORTING
        view_action                = 'S'
        view_name                  = lv_table
        no_warning_for_clientindep = 'X'
      EXCEPTIONS
        OTHERS                     = 1.
    IF sy-subrc <> 0.
      CONCATENATE lv_missing lv_table INTO lv_missing SEPARATED BY space.
    ENDIF.
  ENDLOOP.
  IF lv_missing IS NOT INITIAL.
    CONCATENATE 'No authorisation to display the tables' lv_missing
      '(S_TABU_DIS or S_TABU_NAM, activity 03)'
      INTO lv_message SEPARATED BY space.
    PERFORM fail USING lv_message.
  ENDIF.

  SELECT bukrs FROM t001 INTO TABLE lt_bukrs WHERE bukrs IN s_bukrs.
  IF lt_bukrs IS INITIAL.
    PERFORM fail USING 'No company code of the selection exists (T001)'.
  ENDIF.
  LOOP AT lt_bukrs INTO lv_bukrs.
    AUTHORITY-CHECK OBJECT 'F_BKPF_BUK'
      ID 'BUKRS' FIELD lv_bukrs
      ID 'ACTVT' FIELD '03'.
    IF sy-subrc <> 0.
      CONCATENATE lv_missing lv_bukrs INTO lv_missing SEPARATED BY space.
    ENDIF.
  ENDLOOP.
  IF lv_missing IS NOT INITIAL.
    CONCATENATE 'No authorisation to display the documents of company codes'
      lv_missing '(F_BKPF_BUK, activity 03)'
      INTO lv_message SEPARATED BY space.
    PERFORM fail USING lv_message.
  ENDIF.
ENDFORM.

*&---------------------------------------------------------------------*
*& Output: the folder, the UTF-8 converter, the start time
*&---------------------------------------------------------------------*
FORM prepare_output.
  DATA: lv_separator TYPE c LENGTH 1,
        lv_last      TYPE i.

  IF p_local = 'X' AND sy-batch = 'X'.
    PERFORM fail USING 'A background job cannot write to a PC: choose the application server'.
  ENDIF.
  IF p_server = 'X'.
    gv_dir = p_sdir.
    IF gv_dir CA '\'.
      lv_separator = '\'.
    ELSE.
      lv_separator = '/'.
    ENDIF.
  ELSE.
    gv_dir = p_ldir.
    cl_gui_frontend_services=>get_file_separator(
      CHANGING
        file_separator = lv_separator
      EXCEPTIONS
        OTHERS         = 1 ).
    cl_gui_cfw=>flush( ).
    IF lv_separator IS INITIAL.
      lv_separator = '\'.
    ENDIF.
  ENDIF.
  CONDENSE gv_dir.
  lv_last = strlen( gv_dir ) - 1.
  IF lv_last >= 0 AND gv_dir+lv_last(1) <> lv_separator.
    CONCATENATE gv_dir lv_separator INTO gv_dir.
  ENDIF.

  go_utf8 = cl_abap_conv_out_ce=>create( encoding = 'UTF-8' ).
  CONCATENATE ',' '"' cl_abap_char_utilities=>cr_lf INTO gv_special.
  GET TIME STAMP FIELD gv_started.
ENDFORM.

* Currencies whose amounts SAP keeps with other than 2 decimals: the
* factor from the internal amount to the currency's own (JPY: 100).
FORM load_currencies.
  DATA: lt_tcurx    TYPE STANDARD TABLE OF tcurx,
        ls_tcurx    TYPE tcurx,
        ls_currency TYPE ty_currency,
        lv_shift    TYPE i.

  SELECT * FROM tcurx INTO TABLE lt_tcurx.
  LOOP AT lt_tcurx INTO ls_tcurx.
    ls_currency-waers = ls_tcurx-currkey.
    ls_currency-factor = 1.
    lv_shift = 2 - ls_tcurx-currdec.
    IF lv_shift > 0.
      DO lv_shift TIMES.
        ls_currency-factor = ls_currency-factor * 10.
      ENDDO.
    ELSEIF lv_shift < 0.
      lv_shift = 0 - lv_shift.
      DO lv_shift TIMES.
        ls_currency-factor = ls_currency-factor / 10.
      ENDDO.
    ENDIF.
    INSERT ls_currency INTO TABLE gt_currencies.
  ENDLOOP.
ENDFORM.

* One-time vendor accounts (CPD): their documents' payee data is in BSEC.
FORM load_one_time_vendors.
  SELECT lifnr FROM lfa1 INTO TABLE gt_one_time_vendors
    WHERE xcpdk = 'X'.
ENDFORM.

*&---------------------------------------------------------------------*
*& T001: the selected company codes
*&---------------------------------------------------------------------*
FORM extract_t001.
  DATA: lt_t001    TYPE STANDARD TABLE OF ty_t001,
        ls_t001    TYPE ty_t001,
        ls_company TYPE ty_company.

  PERFORM begin_file USING 'T001'
    'BUKRS,BUTXT,ORT01,LAND1,WAERS,SPRAS,KTOPL,PERIV'.
  SELECT bukrs butxt ort01 land1 waers spras ktopl periv
    FROM t001
    INTO TABLE lt_t001
    WHERE bukrs IN s_bukrs.
  SORT lt_t001 BY bukrs.
  LOOP AT lt_t001 INTO ls_t001.
    ls_company-bukrs = ls_t001-bukrs.
    ls_company-waers = ls_t001-waers.
    INSERT ls_company INTO TABLE gt_companies.
    PERFORM write_row USING ls_t001.
  ENDLOOP.
  PERFORM end_file.
ENDFORM.

*&---------------------------------------------------------------------*
*& BSAK: cleared vendor items posted in the date range
*&---------------------------------------------------------------------*
FORM extract_bsak.
  DATA: lt_items TYPE STANDARD TABLE OF ty_vendor_item,
        ls_item  TYPE ty_vendor_item,
        ls_key   TYPE ty_item_key.

  PERFORM begin_file USING 'BSAK'
    'BUKRS,LIFNR,AUGDT,AUGBL,ZUONR,GJAHR,BELNR,BUZEI,BUDAT,BLDAT,CPUDT,' &
    'WAERS,XBLNR,BLART,MONAT,BSCHL,SHKZG,GSBER,DMBTR,WRBTR,SGTXT,ZFBDT,' &
    'ZTERM,ZBD1T,ZBD2T,ZBD3T,ZBD1P,ZBD2P,ZLSCH,ZLSPR,REBZG,EBELN,EBELP'.
  SELECT bukrs lifnr augdt augbl zuonr gjahr belnr buzei budat bldat cpudt
         waers xblnr blart monat bschl shkzg gsber dmbtr wrbtr sgtxt zfbdt
         zterm zbd1t zbd2t zbd3t zbd1p zbd2p zlsch zlspr rebzg ebeln ebelp
    FROM bsak
    INTO TABLE lt_items PACKAGE SIZE gc_package
    WHERE bukrs IN s_bukrs
      AND budat BETWEEN p_from AND p_to.
    LOOP AT lt_items INTO ls_item.
      MOVE-CORRESPONDING ls_item TO ls_key.
      INSERT ls_key INTO TABLE gt_cleared_items.
      PERFORM note_vendor_item USING ls_item.
      PERFORM to_external_local USING ls_item-bukrs CHANGING ls_item-dmbtr.
      PERFORM to_external USING ls_item-waers CHANGING ls_item-wrbtr.
      PERFORM write_row USING ls_item.
    ENDLOOP.
  ENDSELECT.
  PERFORM end_file.
ENDFORM.

*&---------------------------------------------------------------------*
*& BSIK: open vendor items posted in the date range (an item cleared
*& while the extract ran is in BSAK already: it is left out here)
*&---------------------------------------------------------------------*
FORM extract_bsik.
  DATA: lt_items TYPE STANDARD TABLE OF ty_vendor_item,
        ls_item  TYPE ty_vendor_item,
        ls_key   TYPE ty_item_key.

  PERFORM begin_file USING 'BSIK'
    'BUKRS,LIFNR,AUGDT,AUGBL,ZUONR,GJAHR,BELNR,BUZEI,BUDAT,BLDAT,CPUDT,' &
    'WAERS,XBLNR,BLART,MONAT,BSCHL,SHKZG,GSBER,DMBTR,WRBTR,SGTXT,ZFBDT,' &
    'ZTERM,ZBD1T,ZBD2T,ZBD3T,ZBD1P,ZBD2P,ZLSCH,ZLSPR,REBZG,EBELN,EBELP'.
  SELECT bukrs lifnr augdt augbl zuonr gjahr belnr buzei budat bldat cpudt
         waers xblnr blart monat bschl shkzg gsber dmbtr wrbtr sgtxt zfbdt
         zterm zbd1t zbd2t zbd3t zbd1p zbd2p zlsch zlspr rebzg ebeln ebelp
    FROM bsik
    INTO TABLE lt_items PACKAGE SIZE gc_package
    WHERE bukrs IN s_bukrs
      AND budat BETWEEN p_from AND p_to.
    LOOP AT lt_items INTO ls_item.
      MOVE-CORRESPONDING ls_item TO ls_key.
      READ TABLE gt_cleared_items FROM ls_key TRANSPORTING NO FIELDS.
      IF sy-subrc = 0.
        CONTINUE.
      ENDIF.
      PERFORM note_vendor_item USING ls_item.
      PERFORM to_external_local USING ls_item-bukrs CHANGING ls_item-dmbtr.
      PERFORM to_external USING ls_item-waers CHANGING ls_item-wrbtr.
      PERFORM write_row USING ls_item.
    ENDLOOP.
  ENDSELECT.
  PERFORM end_file.
ENDFORM.

* What a vendor item refers to: its vendor, its accounting document (and
* its payee data for a one-time vendor), its clearing document, its PO.
FORM note_vendor_item USING is_item TYPE ty_vendor_item.
  DATA: ls_vendor   TYPE ty_vendor,
        ls_document TYPE ty_document,
        ls_clearing TYPE ty_clearing,
        ls_number   TYPE ty_document_number,
        ls_po       TYPE ty_po_number.

  ls_vendor-lifnr = is_item-lifnr.
  INSERT ls_vendor INTO TABLE gt_vendors.
  ls_document-bukrs = is_item-bukrs.
  ls_document-belnr = is_item-belnr.
  ls_document-gjahr = is_item-gjahr.
  INSERT ls_document INTO TABLE gt_documents.
  READ TABLE gt_one_time_vendors FROM ls_vendor TRANSPORTING NO FIELDS.
  IF sy-subrc = 0.
    INSERT ls_document INTO TABLE gt_one_time_documents.
  ENDIF.
  IF is_item-augbl IS NOT INITIAL.
    ls_clearing-bukrs = is_item-bukrs.
    ls_clearing-belnr = is_item-augbl.
    ls_clearing-year = is_item-augdt(4).
    INSERT ls_clearing INTO TABLE gt_clearings.
    ls_number-bukrs = is_item-bukrs.
    ls_number-belnr = is_item-augbl.
    INSERT ls_number INTO TABLE gt_clearing_numbers.
  ENDIF.
  IF is_item-ebeln IS NOT INITIAL.
    ls_po-ebeln = is_item-ebeln.
    INSERT ls_po INTO TABLE gt_po_refs.
  ENDIF.
ENDFORM.

*&---------------------------------------------------------------------*
*& BKPF: the headers of the vendor items' documents and of their
*& clearing documents (the payments, often posted after the range)
*&---------------------------------------------------------------------*
FORM extract_bkpf.
  DATA: lt_bkpf     TYPE STANDARD TABLE OF ty_bkpf,
        ls_bkpf     TYPE ty_bkpf,
        ls_clearing TYPE ty_clearing.

  PERFORM begin_file USING 'BKPF'
    'BUKRS,BELNR,GJAHR,BLART,BLDAT,BUDAT,MONAT,CPUDT,CPUTM,USNAM,TCODE,' &
    'XBLNR,BKTXT,WAERS,KURSF,AWTYP,AWKEY,STBLG,STJAH,STGRD,BSTAT,XREVERSAL'.
  IF gt_documents IS NOT INITIAL.
    SELECT bukrs belnr gjahr blart bldat budat monat cpudt cputm usnam tcode
           xblnr bktxt waers kursf awtyp awkey stblg stjah stgrd bstat xreversal
      FROM bkpf
      INTO TABLE lt_bkpf PACKAGE SIZE gc_package
      FOR ALL ENTRIES IN gt_documents
      WHERE bukrs = gt_documents-bukrs
        AND belnr = gt_documents-belnr
        AND gjahr = gt_documents-gjahr.
      LOOP AT lt_bkpf INTO ls_bkpf.
        PERFORM write_bkpf USING ls_bkpf.
      ENDLOOP.
    ENDSELECT.
  ENDIF.
* A clearing document's fiscal year is that of its clearing date, or
* next to it with a fiscal year other than the calendar year.
  IF gt_clearing_numbers IS NOT INITIAL.
    SELECT bukrs belnr gjahr blart bldat budat monat cpudt cputm usnam tcode
           xblnr bktxt waers kursf awtyp awkey stblg stjah stgrd bstat xreversal
      FROM bkpf
      INTO TABLE lt_bkpf PACKAGE SIZE gc_package
      FOR ALL ENTRIES IN gt_clearing_numbers
      WHERE bukrs = gt_clearing_numbers-bukrs
        AND belnr = gt_clearing_numbers-belnr.
      LOOP AT lt_bkpf INTO ls_bkpf.
        ls_clearing-bukrs = ls_bkpf-bukrs.
        ls_clearing-belnr = ls_bkpf-belnr.
        ls_clearing-year = ls_bkpf-gjahr.
        READ TABLE gt_clearings FROM ls_clearing TRANSPORTING NO FIELDS.
        IF sy-subrc <> 0.
          ls_clearing-year = ls_bkpf-gjahr - 1.
          READ TABLE gt_clearings FROM ls_clearing TRANSPORTING NO FIELDS.
        ENDIF.
        IF sy-subrc <> 0.
          ls_clearing-year = ls_bkpf-gjahr + 1.
          READ TABLE gt_clearings FROM ls_clearing TRANSPORTING NO FIELDS.
        ENDIF.
        IF sy-subrc = 0.
          PERFORM write_bkpf USING ls_bkpf.
        ENDIF.
      ENDLOOP.
    ENDSELECT.
  ENDIF.
  PERFORM end_file.
ENDFORM.

* Writes a document header once; notes the MM invoice it posts (AWTYP
* RMRP: AWKEY is the RBKP number and fiscal year).
FORM write_bkpf USING is_bkpf TYPE ty_bkpf.
  DATA: ls_header  TYPE ty_header,
        ls_invoice TYPE ty_invoice_key.

  ls_header-bukrs = is_bkpf-bukrs.
  ls_header-belnr = is_bkpf-belnr.
  ls_header-gjahr = is_bkpf-gjahr.
  ls_header-waers = is_bkpf-waers.
  INSERT ls_header INTO TABLE gt_headers.
  IF sy-subrc <> 0.
    RETURN.
  ENDIF.
  IF is_bkpf-awtyp = 'RMRP'.
    ls_invoice-belnr = is_bkpf-awkey(10).
    ls_invoice-gjahr = is_bkpf-awkey+10(4).
    INSERT ls_invoice INTO TABLE gt_invoice_refs.
  ENDIF.
  PERFORM write_row USING is_bkpf.
ENDFORM.

*&---------------------------------------------------------------------*
*& RBKP: MM invoices posted in the range, and those the extract's
*& accounting documents were posted from
*&---------------------------------------------------------------------*
FORM extract_rbkp.
  DATA: lt_rbkp    TYPE STANDARD TABLE OF ty_rbkp,
        ls_rbkp    TYPE ty_rbkp,
        ls_ref     TYPE ty_invoice_key,
        lt_missing TYPE STANDARD TABLE OF ty_invoice_key.

  PERFORM begin_file USING 'RBKP'
    'BELNR,GJAHR,BLART,BLDAT,BUDAT,CPUDT,CPUTM,USNAM,TCODE,XBLNR,BUKRS,' &
    'LIFNR,WAERS,KURSF,RMWWR,WMWST1,ZTERM,ZFBDT,ZLSPR,RBSTAT,XRECH,STBLG,STJAH'.
  SELECT belnr gjahr blart bldat budat cpudt cputm usnam tcode xblnr bukrs
         lifnr waers kursf rmwwr wmwst1 zterm zfbdt zlspr rbstat xrech stblg stjah
    FROM rbkp
    INTO TABLE lt_rbkp PACKAGE SIZE gc_package
    WHERE bukrs IN s_bukrs
      AND budat BETWEEN p_from AND p_to.
    LOOP AT lt_rbkp INTO ls_rbkp.
      PERFORM write_rbkp USING ls_rbkp.
    ENDLOOP.
  ENDSELECT.
  LOOP AT gt_invoice_refs INTO ls_ref.
    READ TABLE gt_invoices WITH TABLE KEY belnr = ls_ref-belnr gjahr = ls_ref-gjahr
      TRANSPORTING NO FIELDS.
    IF sy-subrc <> 0.
      APPEND ls_ref TO lt_missing.
    ENDIF.
  ENDLOOP.
  IF lt_missing IS NOT INITIAL.
    SELECT belnr gjahr blart bldat budat cpudt cputm usnam tcode xblnr bukrs
           lifnr waers kursf rmwwr wmwst1 zterm zfbdt zlspr rbstat xrech stblg stjah
      FROM rbkp
      INTO TABLE lt_rbkp
      FOR ALL ENTRIES IN lt_missing
      WHERE belnr = lt_missing-belnr
        AND gjahr = lt_missing-gjahr.
    LOOP AT lt_rbkp INTO ls_rbkp.
      PERFORM write_rbkp USING ls_rbkp.
    ENDLOOP.
  ENDIF.
  PERFORM end_file.
ENDFORM.

FORM write_rbkp USING is_rbkp TYPE ty_rbkp.
  DATA: ls_rbkp    TYPE ty_rbkp,
        ls_invoice TYPE ty_invoice,
        ls_vendor  TYPE ty_vendor.

  ls_rbkp = is_rbkp.
  ls_invoice-belnr = ls_rbkp-belnr.
  ls_invoice-gjahr = ls_rbkp-gjahr.
  ls_invoice-waers = ls_rbkp-waers.
  INSERT ls_invoice INTO TABLE gt_invoices.
  IF sy-subrc <> 0.
    RETURN.
  ENDIF.
  IF ls_rbkp-lifnr IS NOT INITIAL.
    ls_vendor-lifnr = ls_rbkp-lifnr.
    INSERT ls_vendor INTO TABLE gt_vendors.
  ENDIF.
  PERFORM to_external USING ls_rbkp-waers CHANGING ls_rbkp-rmwwr.
  PERFORM to_external USING ls_rbkp-waers CHANGING ls_rbkp-wmwst1.
  PERFORM write_row USING ls_rbkp.
ENDFORM.

*&---------------------------------------------------------------------*
*& RSEG: the items of the extracted MM invoices
*&---------------------------------------------------------------------*
FORM extract_rseg.
  DATA: lt_rseg    TYPE STANDARD TABLE OF ty_rseg,
        ls_rseg    TYPE ty_rseg,
        ls_invoice TYPE ty_invoice,
        ls_po      TYPE ty_po_number.

  PERFORM begin_file USING 'RSEG'
    'BELNR,GJAHR,BUZEI,EBELN,EBELP,MATNR,BUKRS,WERKS,WRBTR,SHKZG,MWSKZ,' &
    'MENGE,BSTME,LFBNR,LFGJA,LFPOS'.
  IF gt_invoices IS NOT INITIAL.
    SELECT belnr gjahr buzei ebeln ebelp matnr bukrs werks wrbtr shkzg mwskz
           menge bstme lfbnr lfgja lfpos
      FROM rseg
      INTO TABLE lt_rseg PACKAGE SIZE gc_package
      FOR ALL ENTRIES IN gt_invoices
      WHERE belnr = gt_invoices-belnr
        AND gjahr = gt_invoices-gjahr.
      LOOP AT lt_rseg INTO ls_rseg.
        CLEAR ls_invoice.
        READ TABLE gt_invoices INTO ls_invoice
          WITH TABLE KEY belnr = ls_rseg-belnr gjahr = ls_rseg-gjahr.
        PERFORM to_external USING ls_invoice-waers CHANGING ls_rseg-wrbtr.
        IF ls_rseg-ebeln IS NOT INITIAL.
          ls_po-ebeln = ls_rseg-ebeln.
          INSERT ls_po INTO TABLE gt_po_refs.
        ENDIF.
        PERFORM write_row USING ls_rseg.
      ENDLOOP.
    ENDSELECT.
  ENDIF.
  PERFORM end_file.
ENDFORM.

*&---------------------------------------------------------------------*
*& MSEG: goods movements for purchase orders (receipts, returns and
*& their reversals) of the selected company codes, posted in the range
*&---------------------------------------------------------------------*
FORM extract_mseg.
  DATA: lt_headers TYPE STANDARD TABLE OF ty_material_document,
        lt_mseg    TYPE STANDARD TABLE OF ty_mseg,
        ls_mseg    TYPE ty_mseg,
        ls_header  TYPE ty_material_document,
        ls_vendor  TYPE ty_vendor,
        ls_po      TYPE ty_po_number.

  PERFORM begin_file USING 'MSEG'
    'MBLNR,MJAHR,ZEILE,BWART,MATNR,WERKS,LIFNR,SHKZG,DMBTR,MENGE,EBELN,' &
    'EBELP,SMBLN,BUKRS,SJAHR,SMBLP'.
  SELECT mblnr mjahr FROM mkpf
    INTO TABLE lt_headers PACKAGE SIZE gc_package
    WHERE budat BETWEEN p_from AND p_to.
    SELECT mblnr mjahr zeile bwart matnr werks lifnr shkzg dmbtr menge ebeln
           ebelp smbln bukrs sjahr smblp
      FROM mseg
      INTO TABLE lt_mseg
      FOR ALL ENTRIES IN lt_headers
      WHERE mblnr = lt_headers-mblnr
        AND mjahr = lt_headers-mjahr
        AND bukrs IN s_bukrs
        AND ebeln <> space.
    LOOP AT lt_mseg INTO ls_mseg.
      ls_header-mblnr = ls_mseg-mblnr.
      ls_header-mjahr = ls_mseg-mjahr.
      INSERT ls_header INTO TABLE gt_material_documents.
      IF ls_mseg-lifnr IS NOT INITIAL.
        ls_vendor-lifnr = ls_mseg-lifnr.
        INSERT ls_vendor INTO TABLE gt_vendors.
      ENDIF.
      ls_po-ebeln = ls_mseg-ebeln.
      INSERT ls_po INTO TABLE gt_po_refs.
      PERFORM to_external_local USING ls_mseg-bukrs CHANGING ls_mseg-dmbtr.
      PERFORM write_row USING ls_mseg.
    ENDLOOP.
  ENDSELECT.
  PERFORM end_file.
ENDFORM.

*&---------------------------------------------------------------------*
*& MKPF: the headers of the extracted goods movements
*&---------------------------------------------------------------------*
FORM extract_mkpf.
  DATA: lt_mkpf TYPE STANDARD TABLE OF ty_mkpf,
        ls_mkpf TYPE ty_mkpf.

  PERFORM begin_file USING 'MKPF'
    'MBLNR,MJAHR,BLDAT,BUDAT,CPUDT,USNAM,XBLNR'.
  IF gt_material_documents IS NOT INITIAL.
    SELECT mblnr mjahr bldat budat cpudt usnam xblnr
      FROM mkpf
      INTO TABLE lt_mkpf PACKAGE SIZE gc_package
      FOR ALL ENTRIES IN gt_material_documents
      WHERE mblnr = gt_material_documents-mblnr
        AND mjahr = gt_material_documents-mjahr.
      LOOP AT lt_mkpf INTO ls_mkpf.
        PERFORM write_row USING ls_mkpf.
      ENDLOOP.
    ENDSELECT.
  ENDIF.
  PERFORM end_file.
ENDFORM.

*&---------------------------------------------------------------------*
*& EKKO: purchase orders and scheduling agreements with a vendor dated
*& in the range, and the older ones the extract's items refer to
*&---------------------------------------------------------------------*
FORM extract_ekko.
  DATA: lt_ekko    TYPE STANDARD TABLE OF ty_ekko,
        ls_ekko    TYPE ty_ekko,
        ls_ref     TYPE ty_po_number,
        lt_missing TYPE STANDARD TABLE OF ty_po_number.

  PERFORM begin_file USING 'EKKO'
    'EBELN,BUKRS,BSTYP,BSART,LOEKZ,AEDAT,ERNAM,LIFNR,ZTERM,EKORG,EKGRP,' &
    'WAERS,BEDAT,FRGKE'.
  SELECT ebeln bukrs bstyp bsart loekz aedat ernam lifnr zterm ekorg ekgrp
         waers bedat frgke
    FROM ekko
    INTO TABLE lt_ekko PACKAGE SIZE gc_package
    WHERE bukrs IN s_bukrs
      AND bedat BETWEEN p_from AND p_to
      AND bstyp IN ('F', 'L')
      AND lifnr <> space.
    LOOP AT lt_ekko INTO ls_ekko.
      PERFORM write_ekko USING ls_ekko.
    ENDLOOP.
  ENDSELECT.
  LOOP AT gt_po_refs INTO ls_ref.
    READ TABLE gt_pos WITH TABLE KEY ebeln = ls_ref-ebeln TRANSPORTING NO FIELDS.
    IF sy-subrc <> 0.
      APPEND ls_ref TO lt_missing.
    ENDIF.
  ENDLOOP.
  IF lt_missing IS NOT INITIAL.
    SELECT ebeln bukrs bstyp bsart loekz aedat ernam lifnr zterm ekorg ekgrp
           waers bedat frgke
      FROM ekko
      INTO TABLE lt_ekko
      FOR ALL ENTRIES IN lt_missing
      WHERE ebeln = lt_missing-ebeln
        AND bukrs IN s_bukrs
        AND bstyp IN ('F', 'L')
        AND lifnr <> space.
    LOOP AT lt_ekko INTO ls_ekko.
      PERFORM write_ekko USING ls_ekko.
    ENDLOOP.
  ENDIF.
  PERFORM end_file.
ENDFORM.

FORM write_ekko USING is_ekko TYPE ty_ekko.
  DATA: ls_po     TYPE ty_po,
        ls_vendor TYPE ty_vendor.

  ls_po-ebeln = is_ekko-ebeln.
  ls_po-bukrs = is_ekko-bukrs.
  ls_po-waers = is_ekko-waers.
  INSERT ls_po INTO TABLE gt_pos.
  IF sy-subrc <> 0.
    RETURN.
  ENDIF.
  ls_vendor-lifnr = is_ekko-lifnr.
  INSERT ls_vendor INTO TABLE gt_vendors.
  PERFORM write_row USING is_ekko.
ENDFORM.

*&---------------------------------------------------------------------*
*& EKPO: the items of the extracted purchase orders
*&---------------------------------------------------------------------*
FORM extract_ekpo.
  DATA: lt_ekpo TYPE STANDARD TABLE OF ty_ekpo,
        ls_ekpo TYPE ty_ekpo,
        ls_po   TYPE ty_po.

  PERFORM begin_file USING 'EKPO'
    'EBELN,EBELP,LOEKZ,TXZ01,MATNR,WERKS,MENGE,MEINS,NETPR,PEINH,NETWR,' &
    'WEPOS,REPOS,WEBRE,ELIKZ,EREKZ,BANFN'.
  IF gt_pos IS NOT INITIAL.
    SELECT ebeln ebelp loekz txz01 matnr werks menge meins netpr peinh netwr
           wepos repos webre elikz erekz banfn
      FROM ekpo
      INTO TABLE lt_ekpo PACKAGE SIZE gc_package
      FOR ALL ENTRIES IN gt_pos
      WHERE ebeln = gt_pos-ebeln.
      LOOP AT lt_ekpo INTO ls_ekpo.
        CLEAR ls_po.
        READ TABLE gt_pos INTO ls_po WITH TABLE KEY ebeln = ls_ekpo-ebeln.
        PERFORM to_external USING ls_po-waers CHANGING ls_ekpo-netpr.
        PERFORM to_external USING ls_po-waers CHANGING ls_ekpo-netwr.
        PERFORM write_row USING ls_ekpo.
      ENDLOOP.
    ENDSELECT.
  ENDIF.
  PERFORM end_file.
ENDFORM.

*&---------------------------------------------------------------------*
*& EKBE: the history (receipts, invoices) of the extracted PO items
*&---------------------------------------------------------------------*
FORM extract_ekbe.
  DATA: lt_ekbe TYPE STANDARD TABLE OF ty_ekbe,
        ls_ekbe TYPE ty_ekbe,
        ls_po   TYPE ty_po.

  PERFORM begin_file USING 'EKBE'
    'EBELN,EBELP,ZEKKN,VGABE,GJAHR,BELNR,BUZEI,BWART,BUDAT,MENGE,DMBTR,' &
    'WRBTR,WAERS,SHKZG'.
  IF gt_pos IS NOT INITIAL.
    SELECT ebeln ebelp zekkn vgabe gjahr belnr buzei bwart budat menge dmbtr
           wrbtr waers shkzg
      FROM ekbe
      INTO TABLE lt_ekbe PACKAGE SIZE gc_package
      FOR ALL ENTRIES IN gt_pos
      WHERE ebeln = gt_pos-ebeln.
      LOOP AT lt_ekbe INTO ls_ekbe.
        CLEAR ls_po.
        READ TABLE gt_pos INTO ls_po WITH TABLE KEY ebeln = ls_ekbe-ebeln.
        PERFORM to_external_local USING ls_po-bukrs CHANGING ls_ekbe-dmbtr.
        PERFORM to_external USING ls_ekbe-waers CHANGING ls_ekbe-wrbtr.
        PERFORM write_row USING ls_ekbe.
      ENDLOOP.
    ENDSELECT.
  ENDIF.
  PERFORM end_file.
ENDFORM.

*&---------------------------------------------------------------------*
*& PAYR: cheques and other payments of the register paid in the range
*&---------------------------------------------------------------------*
FORM extract_payr.
  DATA: lt_payr   TYPE STANDARD TABLE OF ty_payr,
        ls_payr   TYPE ty_payr,
        ls_vendor TYPE ty_vendor.

  PERFORM begin_file USING 'PAYR'
    'ZBUKR,HBKID,HKTID,RZAWE,CHECT,LIFNR,VBLNR,GJAHR,ZALDT,WAERS,RWBTR,VOIDD'.
  SELECT zbukr hbkid hktid rzawe chect lifnr vblnr gjahr zaldt waers rwbtr voidd
    FROM payr
    INTO TABLE lt_payr PACKAGE SIZE gc_package
    WHERE zbukr IN s_bukrs
      AND zaldt BETWEEN p_from AND p_to.
    LOOP AT lt_payr INTO ls_payr.
      IF ls_payr-lifnr IS NOT INITIAL.
        ls_vendor-lifnr = ls_payr-lifnr.
        INSERT ls_vendor INTO TABLE gt_vendors.
      ENDIF.
      PERFORM to_external USING ls_payr-waers CHANGING ls_payr-rwbtr.
      PERFORM write_row USING ls_payr.
    ENDLOOP.
  ENDSELECT.
  PERFORM end_file.
ENDFORM.

*&---------------------------------------------------------------------*
*& BSEC: the payee data of the documents posted to one-time vendors
*&---------------------------------------------------------------------*
FORM extract_bsec.
  DATA: lt_bsec TYPE STANDARD TABLE OF ty_bsec,
        ls_bsec TYPE ty_bsec.

  PERFORM begin_file USING 'BSEC'
    'BUKRS,BELNR,GJAHR,BUZEI,NAME1,NAME2,NAME3,NAME4,STRAS,ORT01,PSTLZ,' &
    'LAND1,STCD1,STCEG,BANKL,BANKN'.
  IF gt_one_time_documents IS NOT INITIAL.
    SELECT bukrs belnr gjahr buzei name1 name2 name3 name4 stras ort01 pstlz
           land1 stcd1 stceg bankl bankn
      FROM bsec
      INTO TABLE lt_bsec PACKAGE SIZE gc_package
      FOR ALL ENTRIES IN gt_one_time_documents
      WHERE bukrs = gt_one_time_documents-bukrs
        AND belnr = gt_one_time_documents-belnr
        AND gjahr = gt_one_time_documents-gjahr.
      LOOP AT lt_bsec INTO ls_bsec.
        PERFORM write_row USING ls_bsec.
      ENDLOOP.
    ENDSELECT.
  ENDIF.
  PERFORM end_file.
ENDFORM.

*&---------------------------------------------------------------------*
*& BSEG (optional, p_bseg): every line item of the vendor items'
*& documents, with the G/L accounts and cost centres
*&---------------------------------------------------------------------*
FORM extract_bseg.
  DATA: lt_bseg   TYPE STANDARD TABLE OF ty_bseg,
        ls_bseg   TYPE ty_bseg,
        ls_header TYPE ty_header.

  PERFORM begin_file USING 'BSEG'
    'BUKRS,BELNR,GJAHR,BUZEI,BSCHL,KOART,SHKZG,DMBTR,WRBTR,LIFNR,HKONT,' &
    'KOSTL,EBELN,EBELP,ZLSCH,AUGDT,AUGBL,SGTXT'.
  IF gt_documents IS NOT INITIAL.
    SELECT bukrs belnr gjahr buzei bschl koart shkzg dmbtr wrbtr lifnr hkont
           kostl ebeln ebelp zlsch augdt augbl sgtxt
      FROM bseg
      INTO TABLE lt_bseg PACKAGE SIZE gc_package
      FOR ALL ENTRIES IN gt_documents
      WHERE bukrs = gt_documents-bukrs
        AND belnr = gt_documents-belnr
        AND gjahr = gt_documents-gjahr.
      LOOP AT lt_bseg INTO ls_bseg.
        CLEAR ls_header.
        READ TABLE gt_headers INTO ls_header
          WITH TABLE KEY bukrs = ls_bseg-bukrs belnr = ls_bseg-belnr gjahr = ls_bseg-gjahr.
        PERFORM to_external_local USING ls_bseg-bukrs CHANGING ls_bseg-dmbtr.
        PERFORM to_external USING ls_header-waers CHANGING ls_bseg-wrbtr.
        PERFORM write_row USING ls_bseg.
      ENDLOOP.
    ENDSELECT.
  ENDIF.
  PERFORM end_file.
ENDFORM.

*&---------------------------------------------------------------------*
*& LFB1: every vendor of the selected company codes
*&---------------------------------------------------------------------*
FORM extract_lfb1.
  DATA: lt_lfb1   TYPE STANDARD TABLE OF ty_lfb1,
        ls_lfb1   TYPE ty_lfb1,
        ls_vendor TYPE ty_vendor.

  PERFORM begin_file USING 'LFB1'
    'LIFNR,BUKRS,ERDAT,ERNAM,SPERR,LOEVM,AKONT,ZWELS,ZTERM,ZAHLS,REPRF,LNRZE'.
  SELECT lifnr bukrs erdat ernam sperr loevm akont zwels zterm zahls reprf lnrze
    FROM lfb1
    INTO TABLE lt_lfb1 PACKAGE SIZE gc_package
    WHERE bukrs IN s_bukrs.
    LOOP AT lt_lfb1 INTO ls_lfb1.
      ls_vendor-lifnr = ls_lfb1-lifnr.
      INSERT ls_vendor INTO TABLE gt_vendors.
      PERFORM write_row USING ls_lfb1.
    ENDLOOP.
  ENDSELECT.
  PERFORM end_file.
ENDFORM.

*&---------------------------------------------------------------------*
*& LFA1: every vendor the extract names
*&---------------------------------------------------------------------*
FORM extract_lfa1.
  DATA: lt_lfa1    TYPE STANDARD TABLE OF ty_lfa1,
        ls_lfa1    TYPE ty_lfa1,
        ls_address TYPE ty_address.

  PERFORM begin_file USING 'LFA1'
    'LIFNR,LAND1,NAME1,NAME2,NAME3,NAME4,ORT01,PSTLZ,REGIO,STRAS,ADRNR,' &
    'STCD1,STCD2,STCEG,KTOKK,SPERR,SPERM,LOEVM,ERDAT,ERNAM,KONZS,XCPDK,' &
    'TELF1,BRSCH'.
  IF gt_vendors IS NOT INITIAL.
    SELECT lifnr land1 name1 name2 name3 name4 ort01 pstlz regio stras adrnr
           stcd1 stcd2 stceg ktokk sperr sperm loevm erdat ernam konzs xcpdk
           telf1 brsch
      FROM lfa1
      INTO TABLE lt_lfa1 PACKAGE SIZE gc_package
      FOR ALL ENTRIES IN gt_vendors
      WHERE lifnr = gt_vendors-lifnr.
      LOOP AT lt_lfa1 INTO ls_lfa1.
        IF ls_lfa1-adrnr IS NOT INITIAL.
          ls_address-addrnumber = ls_lfa1-adrnr.
          INSERT ls_address INTO TABLE gt_addresses.
        ENDIF.
        PERFORM write_row USING ls_lfa1.
      ENDLOOP.
    ENDSELECT.
  ENDIF.
  PERFORM end_file.
ENDFORM.

*&---------------------------------------------------------------------*
*& LFM1: the purchasing organisation data of the extracted vendors
*&---------------------------------------------------------------------*
FORM extract_lfm1.
  DATA: lt_lfm1 TYPE STANDARD TABLE OF ty_lfm1,
        ls_lfm1 TYPE ty_lfm1.

  PERFORM begin_file USING 'LFM1'
    'LIFNR,EKORG,WAERS,ZTERM,MINBW,SPERM,LOEVM,WEBRE,XERSY,ERDAT,ERNAM'.
  IF gt_vendors IS NOT INITIAL.
    SELECT lifnr ekorg waers zterm minbw sperm loevm webre xersy erdat ernam
      FROM lfm1
      INTO TABLE lt_lfm1 PACKAGE SIZE gc_package
      FOR ALL ENTRIES IN gt_vendors
      WHERE lifnr = gt_vendors-lifnr.
      LOOP AT lt_lfm1 INTO ls_lfm1.
        PERFORM to_external USING ls_lfm1-waers CHANGING ls_lfm1-minbw.
        PERFORM write_row USING ls_lfm1.
      ENDLOOP.
    ENDSELECT.
  ENDIF.
  PERFORM end_file.
ENDFORM.

*&---------------------------------------------------------------------*
*& LFBK: the bank accounts of the extracted vendors
*&---------------------------------------------------------------------*
FORM extract_lfbk.
  DATA: lt_lfbk    TYPE STANDARD TABLE OF ty_lfbk,
        ls_lfbk    TYPE ty_lfbk,
        ls_account TYPE ty_bank_account.

  PERFORM begin_file USING 'LFBK'
    'LIFNR,BANKS,BANKL,BANKN,BKONT,BVTYP,KOINH'.
  IF gt_vendors IS NOT INITIAL.
    SELECT lifnr banks bankl bankn bkont bvtyp koinh
      FROM lfbk
      INTO TABLE lt_lfbk PACKAGE SIZE gc_package
      FOR ALL ENTRIES IN gt_vendors
      WHERE lifnr = gt_vendors-lifnr.
      LOOP AT lt_lfbk INTO ls_lfbk.
        MOVE-CORRESPONDING ls_lfbk TO ls_account.
        INSERT ls_account INTO TABLE gt_bank_accounts.
        PERFORM write_row USING ls_lfbk.
      ENDLOOP.
    ENDSELECT.
  ENDIF.
  PERFORM end_file.
ENDFORM.

*&---------------------------------------------------------------------*
*& TIBAN: the IBAN of each extracted bank account (the latest valid one
*& when the table keeps several)
*&---------------------------------------------------------------------*
FORM extract_tiban.
  DATA: lt_tiban TYPE STANDARD TABLE OF ty_tiban,
        ls_tiban TYPE ty_tiban.

  PERFORM begin_file USING 'TIBAN'
    'BANKS,BANKL,BANKN,BKONT,IBAN,VALID_FROM'.
  IF gt_bank_accounts IS NOT INITIAL.
    SELECT banks bankl bankn bkont iban valid_from
      FROM tiban
      INTO TABLE lt_tiban
      FOR ALL ENTRIES IN gt_bank_accounts
      WHERE banks = gt_bank_accounts-banks
        AND bankl = gt_bank_accounts-bankl
        AND bankn = gt_bank_accounts-bankn
        AND bkont = gt_bank_accounts-bkont.
  ENDIF.
  SORT lt_tiban BY banks bankl bankn bkont valid_from DESCENDING.
  DELETE ADJACENT DUPLICATES FROM lt_tiban COMPARING banks bankl bankn bkont.
  LOOP AT lt_tiban INTO ls_tiban.
    PERFORM write_row USING ls_tiban.
  ENDLOOP.
  PERFORM end_file.
ENDFORM.

*&---------------------------------------------------------------------*
*& ADRC: the addresses of the extracted vendors
*&---------------------------------------------------------------------*
FORM extract_adrc.
  DATA: lt_adrc TYPE STANDARD TABLE OF ty_adrc,
        ls_adrc TYPE ty_adrc.

  PERFORM begin_file USING 'ADRC'
    'ADDRNUMBER,DATE_FROM,NATION,NAME1,CITY1,POST_CODE1,STREET,HOUSE_NUM1,' &
    'REGION,COUNTRY,TEL_NUMBER'.
  IF gt_addresses IS NOT INITIAL.
    SELECT addrnumber date_from nation name1 city1 post_code1 street house_num1
           region country tel_number
      FROM adrc
      INTO TABLE lt_adrc PACKAGE SIZE gc_package
      FOR ALL ENTRIES IN gt_addresses
      WHERE addrnumber = gt_addresses-addrnumber.
      LOOP AT lt_adrc INTO ls_adrc.
        PERFORM write_row USING ls_adrc.
      ENDLOOP.
    ENDSELECT.
  ENDIF.
  PERFORM end_file.
ENDFORM.

*&---------------------------------------------------------------------*
*& ADR6: the e-mail addresses of the extracted vendors (of the address
*& itself, not of its contact persons)
*&---------------------------------------------------------------------*
FORM extract_adr6.
  DATA: lt_adr6 TYPE STANDARD TABLE OF ty_adr6,
        ls_adr6 TYPE ty_adr6.

  PERFORM begin_file USING 'ADR6'
    'ADDRNUMBER,PERSNUMBER,DATE_FROM,CONSNUMBER,FLGDEFAULT,SMTP_ADDR'.
  IF gt_addresses IS NOT INITIAL.
    SELECT addrnumber persnumber date_from consnumber flgdefault smtp_addr
      FROM adr6
      INTO TABLE lt_adr6 PACKAGE SIZE gc_package
      FOR ALL ENTRIES IN gt_addresses
      WHERE addrnumber = gt_addresses-addrnumber
        AND persnumber = space.
      LOOP AT lt_adr6 INTO ls_adr6.
        PERFORM write_row USING ls_adr6.
      ENDLOOP.
    ENDSELECT.
  ENDIF.
  PERFORM end_file.
ENDFORM.

*&---------------------------------------------------------------------*
*& T052: payment terms
*&---------------------------------------------------------------------*
FORM extract_t052.
  DATA: lt_t052 TYPE STANDARD TABLE OF ty_t052,
        ls_t052 TYPE ty_t052,
        ls_term TYPE ty_term.

  PERFORM begin_file USING 'T052'
    'ZTERM,ZTAGG,ZDART,ZFAEL,ZMONA,ZTAG1,ZPRZ1,ZTAG2,ZPRZ2,ZTAG3'.
  SELECT zterm ztagg zdart zfael zmona ztag1 zprz1 ztag2 zprz2 ztag3
    FROM t052
    INTO TABLE lt_t052.
  SORT lt_t052 BY zterm ztagg.
  LOOP AT lt_t052 INTO ls_t052.
    ls_term-zterm = ls_t052-zterm.
    INSERT ls_term INTO TABLE gt_terms.
    PERFORM write_row USING ls_t052.
  ENDLOOP.
  PERFORM end_file.
ENDFORM.

*&---------------------------------------------------------------------*
*& T052U: the texts of the payment terms, in every language
*&---------------------------------------------------------------------*
FORM extract_t052u.
  DATA: lt_t052u TYPE STANDARD TABLE OF ty_t052u,
        ls_t052u TYPE ty_t052u.

  PERFORM begin_file USING 'T052U'
    'SPRAS,ZTERM,ZTAGG,TEXT1'.
  SELECT spras zterm ztagg text1
    FROM t052u
    INTO TABLE lt_t052u.
  SORT lt_t052u BY spras zterm ztagg.
  LOOP AT lt_t052u INTO ls_t052u.
*   a text of a payment term T052 no longer holds is left out
    READ TABLE gt_terms WITH TABLE KEY zterm = ls_t052u-zterm
      TRANSPORTING NO FIELDS.
    IF sy-subrc = 0.
      PERFORM write_row USING ls_t052u.
    ENDIF.
  ENDLOOP.
  PERFORM end_file.
ENDFORM.

*&---------------------------------------------------------------------*
*& T042Z: payment methods per country
*&---------------------------------------------------------------------*
FORM extract_t042z.
  DATA: lt_t042z TYPE STANDARD TABLE OF ty_t042z,
        ls_t042z TYPE ty_t042z.

  PERFORM begin_file USING 'T042Z'
    'LAND1,ZLSCH,TEXT1'.
  SELECT land1 zlsch text1
    FROM t042z
    INTO TABLE lt_t042z.
  SORT lt_t042z BY land1 zlsch.
  LOOP AT lt_t042z INTO ls_t042z.
    PERFORM write_row USING ls_t042z.
  ENDLOOP.
  PERFORM end_file.
ENDFORM.

*&---------------------------------------------------------------------*
*& T077K: vendor account groups
*&---------------------------------------------------------------------*
FORM extract_t077k.
  DATA: lt_t077k TYPE STANDARD TABLE OF ty_t077k,
        ls_t077k TYPE ty_t077k,
        ls_group TYPE ty_account_group.

  PERFORM begin_file USING 'T077K'
    'KTOKK,NUMKR,XCPDS'.
  SELECT ktokk numkr xcpds
    FROM t077k
    INTO TABLE lt_t077k.
  SORT lt_t077k BY ktokk.
  LOOP AT lt_t077k INTO ls_t077k.
    ls_group-ktokk = ls_t077k-ktokk.
    INSERT ls_group INTO TABLE gt_account_groups.
    PERFORM write_row USING ls_t077k.
  ENDLOOP.
  PERFORM end_file.
ENDFORM.

*&---------------------------------------------------------------------*
*& T077Y: the texts of the vendor account groups, in every language
*&---------------------------------------------------------------------*
FORM extract_t077y.
  DATA: lt_t077y TYPE STANDARD TABLE OF ty_t077y,
        ls_t077y TYPE ty_t077y.

  PERFORM begin_file USING 'T077Y'
    'SPRAS,KTOKK,TXT30'.
  SELECT spras ktokk txt30
    FROM t077y
    INTO TABLE lt_t077y.
  SORT lt_t077y BY spras ktokk.
  LOOP AT lt_t077y INTO ls_t077y.
    READ TABLE gt_account_groups WITH TABLE KEY ktokk = ls_t077y-ktokk
      TRANSPORTING NO FIELDS.
    IF sy-subrc = 0.
      PERFORM write_row USING ls_t077y.
    ENDIF.
  ENDLOOP.
  PERFORM end_file.
ENDFORM.

*&---------------------------------------------------------------------*
*& Amounts: SAP keeps every amount with 2 decimals; a currency with
*& other decimals (TCURX) is shifted into its own (JPY 10.00 -> 1000)
*&---------------------------------------------------------------------*
FORM to_external USING iv_waers TYPE clike
                 CHANGING cv_amount TYPE ty_amount.
  DATA ls_currency TYPE ty_currency.

  READ TABLE gt_currencies INTO ls_currency WITH TABLE KEY waers = iv_waers.
  IF sy-subrc = 0.
    cv_amount = cv_amount * ls_currency-factor.
  ENDIF.
ENDFORM.

* An amount in the local currency of company code iv_bukrs (T001-WAERS).
FORM to_external_local USING iv_bukrs TYPE clike
                       CHANGING cv_amount TYPE ty_amount.
  DATA ls_company TYPE ty_company.

  READ TABLE gt_companies INTO ls_company WITH TABLE KEY bukrs = iv_bukrs.
  IF sy-subrc = 0.
    PERFORM to_external USING ls_company-waers CHANGING cv_amount.
  ENDIF.
ENDFORM.

*&---------------------------------------------------------------------*
*& Files: begin_file writes the header, write_row one record, end_file
*& closes the file and keeps its record count and SHA-256 for the
*& manifest. Every file is UTF-8 written byte for byte (BINARY MODE), so
*& the hash is that of the file as it lies on the disk.
*&---------------------------------------------------------------------*
FORM begin_file USING iv_table TYPE clike
                      iv_header TYPE clike.
  DATA: lv_name  TYPE string,
        lv_error TYPE string,
        lx_error TYPE REF TO cx_root.

  gv_table = iv_table.
  CONCATENATE iv_table '.csv' INTO lv_name.
  CONCATENATE gv_dir lv_name INTO gv_file.
  FIND ALL OCCURRENCES OF ',' IN iv_header MATCH COUNT gv_columns.
  gv_columns = gv_columns + 1.
  gv_rows = 0.
  CLEAR: gv_buffer, gv_content.
  PERFORM progress USING gv_table.
  TRY.
      go_digest = cl_abap_message_digest=>get_instance( 'sha256' ).
    CATCH cx_root INTO lx_error.
      lv_error = lx_error->get_text( ).
      PERFORM fail USING lv_error.
  ENDTRY.
  IF p_server = 'X'.
    TRY.
        OPEN DATASET gv_file FOR OUTPUT IN BINARY MODE.
      CATCH cx_root INTO lx_error.
        lv_error = lx_error->get_text( ).
        CONCATENATE 'Cannot write' gv_file ':' lv_error INTO lv_error SEPARATED BY space.
        PERFORM fail USING lv_error.
    ENDTRY.
    IF sy-subrc <> 0.
      CONCATENATE 'Cannot write' gv_file INTO lv_error SEPARATED BY space.
      PERFORM fail USING lv_error.
    ENDIF.
    gv_open = 'X'.
  ENDIF.
  PERFORM add_line USING iv_header.
ENDFORM.

* One record: every component of the row, in order, formatted by its type.
FORM write_row USING is_row TYPE any.
  DATA: lv_line  TYPE string,
        lv_text  TYPE string,
        lv_index TYPE i,
        lv_error TYPE string,
        lv_count TYPE c LENGTH 10.
  FIELD-SYMBOLS <lv_value> TYPE any.

  DO.
    lv_index = sy-index.
    ASSIGN COMPONENT lv_index OF STRUCTURE is_row TO <lv_value>.
    IF sy-subrc <> 0.
      EXIT.
    ENDIF.
    PERFORM format_value USING <lv_value> CHANGING lv_text.
    IF lv_index = 1.
      lv_line = lv_text.
    ELSE.
      CONCATENATE lv_line ',' lv_text INTO lv_line.
    ENDIF.
  ENDDO.
  lv_index = lv_index - 1.
  IF lv_index <> gv_columns.
    lv_count = lv_index.
    CONCATENATE gv_table ': the row has' lv_count
      'fields, the header a different number' INTO lv_error SEPARATED BY space.
    PERFORM fail USING lv_error.
  ENDIF.
  gv_rows = gv_rows + 1.
  PERFORM add_line USING lv_line.
ENDFORM.

* A value as the format writes it: dates YYYYMMDD (00000000 for none),
* times HHMMSS, numbers with '.' and a leading '-', text quoted when it
* holds a comma, a quote or a line break (RFC 4180).
FORM format_value USING iv_value TYPE any
                  CHANGING cv_text TYPE string.
  DATA: lv_kind   TYPE c LENGTH 1,
        lv_number TYPE c LENGTH 48,
        lv_last   TYPE i.

  DESCRIBE FIELD iv_value TYPE lv_kind.
  CASE lv_kind.
    WHEN 'D'.
      cv_text = iv_value.
      IF cv_text CN '0123456789' OR strlen( cv_text ) <> 8.
        cv_text = '00000000'.
      ENDIF.
    WHEN 'T'.
      cv_text = iv_value.
      IF cv_text CN '0123456789' OR strlen( cv_text ) <> 6.
        cv_text = '000000'.
      ENDIF.
    WHEN 'P' OR 'I' OR 'b' OR 's' OR '8'.
*     a packed number moved to text has its sign at the end: 12.50-
      lv_number = iv_value.
      CONDENSE lv_number NO-GAPS.
      lv_last = strlen( lv_number ) - 1.
      IF lv_last > 0 AND lv_number+lv_last(1) = '-'.
        lv_number = lv_number(lv_last).
        CONCATENATE '-' lv_number INTO cv_text.
      ELSE.
        cv_text = lv_number.
      ENDIF.
    WHEN 'N'.
      cv_text = iv_value.
    WHEN OTHERS.
      cv_text = iv_value.
      IF cv_text CA gv_special.
        REPLACE ALL OCCURRENCES OF '"' IN cv_text WITH '""'.
        CONCATENATE '"' cv_text '"' INTO cv_text.
      ENDIF.
  ENDCASE.
ENDFORM.

FORM add_line USING iv_line TYPE clike.
  CONCATENATE gv_buffer iv_line cl_abap_char_utilities=>newline INTO gv_buffer.
  IF strlen( gv_buffer ) >= gc_flush_at.
    PERFORM flush.
  ENDIF.
ENDFORM.

* Converts the buffered lines to UTF-8, adds them to the hash and writes
* them (application server) or keeps them for the download (PC).
FORM flush.
  DATA: lv_bytes TYPE xstring,
        lv_error TYPE string,
        lx_error TYPE REF TO cx_root.

  IF gv_buffer IS INITIAL.
    RETURN.
  ENDIF.
  TRY.
      go_utf8->convert( EXPORTING data = gv_buffer IMPORTING buffer = lv_bytes ).
      go_digest->update( if_data = lv_bytes ).
      IF p_server = 'X'.
        TRANSFER lv_bytes TO gv_file.
      ELSE.
        CONCATENATE gv_content lv_bytes INTO gv_content IN BYTE MODE.
      ENDIF.
    CATCH cx_root INTO lx_error.
      lv_error = lx_error->get_text( ).
      CONCATENATE gv_file ':' lv_error INTO lv_error SEPARATED BY space.
      PERFORM fail USING lv_error.
  ENDTRY.
  CLEAR gv_buffer.
ENDFORM.

FORM end_file.
  DATA: ls_written TYPE ty_written,
        lv_error   TYPE string,
        lx_error   TYPE REF TO cx_root.

  PERFORM flush.
  TRY.
      go_digest->digest( ).
      ls_written-sha256 = go_digest->to_string( ).
    CATCH cx_root INTO lx_error.
      lv_error = lx_error->get_text( ).
      PERFORM fail USING lv_error.
  ENDTRY.
  TRANSLATE ls_written-sha256 TO LOWER CASE.
  IF p_server = 'X'.
    CLOSE DATASET gv_file.
    CLEAR gv_open.
  ELSE.
    PERFORM download USING gv_file gv_content.
  ENDIF.
  ls_written-tabname = gv_table.
  ls_written-rows = gv_rows.
  APPEND ls_written TO gt_written.
ENDFORM.

* Writes a whole file that is not a table (manifest.json, counts.csv).
FORM write_text_file USING iv_name TYPE clike
                           iv_text TYPE string.
  DATA: lv_bytes TYPE xstring,
        lv_error TYPE string,
        lx_error TYPE REF TO cx_root.

  CONCATENATE gv_dir iv_name INTO gv_file.
  go_utf8->convert( EXPORTING data = iv_text IMPORTING buffer = lv_bytes ).
  IF p_server = 'X'.
    TRY.
        OPEN DATASET gv_file FOR OUTPUT IN BINARY MODE.
        IF sy-subrc <> 0.
          CONCATENATE 'Cannot write' gv_file INTO lv_error SEPARATED BY space.
          PERFORM fail USING lv_error.
        ENDIF.
        TRANSFER lv_bytes TO gv_file.
        CLOSE DATASET gv_file.
      CATCH cx_root INTO lx_error.
        lv_error = lx_error->get_text( ).
        CONCATENATE gv_file ':' lv_error INTO lv_error SEPARATED BY space.
        PERFORM fail USING lv_error.
    ENDTRY.
  ELSE.
    PERFORM download USING gv_file lv_bytes.
  ENDIF.
ENDFORM.

FORM download USING iv_path TYPE string
                    iv_bytes TYPE xstring.
  DATA: lt_binary TYPE solix_tab,
        lv_size   TYPE i,
        lv_error  TYPE string.

  CALL FUNCTION 'SCMS_XSTRING_TO_BINARY'
    EXPORTING
      buffer        = iv_bytes
    IMPORTING
      output_length = lv_size
    TABLES
      binary_tab    = lt_binary.
  cl_gui_frontend_services=>gui_download(
    EXPORTING
      bin_filesize = lv_size
      filename     = iv_path
      filetype     = 'BIN'
    CHANGING
      data_tab     = lt_binary
    EXCEPTIONS
      OTHERS       = 1 ).
  IF sy-subrc <> 0.
    CONCATENATE 'Cannot save' iv_path 'on the PC' INTO lv_error SEPARATED BY space.
    PERFORM fail USING lv_error.
  ENDIF.
ENDFORM.

*&---------------------------------------------------------------------*
*& counts.csv (for make-manifest.sh, should the files be copied in a way
*& that changes their bytes) and manifest.json
*&---------------------------------------------------------------------*
FORM write_counts.
  DATA: lv_text    TYPE string,
        lv_line    TYPE string,
        lv_rows    TYPE c LENGTH 12,
        ls_written TYPE ty_written.

  CONCATENATE 'TABLE_NAME,ROW_COUNT' cl_abap_char_utilities=>newline INTO lv_text.
  LOOP AT gt_written INTO ls_written.
    lv_rows = ls_written-rows.
    CONDENSE lv_rows NO-GAPS.
    CONCATENATE ls_written-tabname ',' lv_rows cl_abap_char_utilities=>newline
      INTO lv_line.
    CONCATENATE lv_text lv_line INTO lv_text.
  ENDLOOP.
  PERFORM write_text_file USING 'counts.csv' lv_text.
ENDFORM.

FORM write_manifest.
  DATA: lv_json    TYPE string,
        lv_line    TYPE string,
        lv_system  TYPE string,
        lv_stamp   TYPE string,
        lv_rows    TYPE c LENGTH 12,
        lv_count   TYPE i,
        lv_date    TYPE d,
        lv_time    TYPE t,
        lv_nl      TYPE string,
        ls_written TYPE ty_written.

  lv_nl = cl_abap_char_utilities=>newline.
  lv_system = p_system.
  REPLACE ALL OCCURRENCES OF '\' IN lv_system WITH '\\'.
  REPLACE ALL OCCURRENCES OF '"' IN lv_system WITH '\"'.
  CONVERT TIME STAMP gv_started TIME ZONE 'UTC' INTO DATE lv_date TIME lv_time.
  CONCATENATE lv_date(4) '-' lv_date+4(2) '-' lv_date+6(2) 'T'
              lv_time(2) ':' lv_time+2(2) ':' lv_time+4(2) 'Z' INTO lv_stamp.

  CONCATENATE `{` lv_nl
              `  "format": "sap-extract/1",` lv_nl
              `  "erp": "` p_erp `",` lv_nl
              `  "system": "` lv_system `",` lv_nl
              `  "extracted_at": "` lv_stamp `",` lv_nl
              `  "tables": {` lv_nl
    INTO lv_json.
  DESCRIBE TABLE gt_written LINES lv_count.
  LOOP AT gt_written INTO ls_written.
    lv_rows = ls_written-rows.
    CONDENSE lv_rows NO-GAPS.
    CONCATENATE `    "` ls_written-tabname `": { "rows": ` lv_rows
                `, "sha256": "` ls_written-sha256 `" }` INTO lv_line.
    IF sy-tabix < lv_count.
      CONCATENATE lv_line `,` INTO lv_line.
    ENDIF.
    CONCATENATE lv_json lv_line lv_nl INTO lv_json.
  ENDLOOP.
  CONCATENATE lv_json `  }` lv_nl `}` lv_nl INTO lv_json.
  PERFORM write_text_file USING 'manifest.json' lv_json.
ENDFORM.

*&---------------------------------------------------------------------*
*& The list at the end: each file with its records and SHA-256
*&---------------------------------------------------------------------*
FORM show_result.
  DATA ls_written TYPE ty_written.

  WRITE: / 'Spendlens extract (sap-extract/1) written to', gv_dir.
  SKIP.
  WRITE: / 'File', 20 'Records', 35 'SHA-256'.
  ULINE.
  LOOP AT gt_written INTO ls_written.
    WRITE: / ls_written-tabname, 20 ls_written-rows, 35 ls_written-sha256.
  ENDLOOP.
  SKIP.
  WRITE: / 'Next: copy the folder as it is (binary), check it with',
         / '  npm run cli -- check-extract <folder>',
         / 'and upload it as a zip on the Upload page.'.
ENDFORM.

FORM progress USING iv_text TYPE clike.
  DATA lv_text TYPE c LENGTH 80.

  CONCATENATE 'Extracting' iv_text INTO lv_text SEPARATED BY space.
  IF sy-batch = 'X'.
    MESSAGE lv_text TYPE 'S'.
  ELSE.
    CALL FUNCTION 'SAPGUI_PROGRESS_INDICATOR'
      EXPORTING
        text = lv_text.
  ENDIF.
ENDFORM.

* Stops the run with a message (in a background job: the job is
* cancelled with the message in its log).
FORM fail USING iv_message TYPE clike.
  IF gv_open = 'X'.
    CLOSE DATASET gv_file.
    CLEAR gv_open.
  ENDIF.
  MESSAGE iv_message TYPE 'E'.
ENDFORM.

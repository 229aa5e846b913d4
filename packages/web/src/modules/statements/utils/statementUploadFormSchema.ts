import { messages, statementUploadQuerySchema } from '@spendlens/domain';
import { z } from 'zod';
import { isoFromPicker } from './pickerDate';
import { statementFileExt } from './statementFileExt';

/** What the file input holds: its FileList (or any list of files, in tests). */
type ChosenFiles = ArrayLike<File> | null | undefined;

/**
 * The "Upload new statement" dialog (spec 03 §5): the domain's upload fields with their messages word
 * for word — sent-from name, e-mail, company code/country and statement date required, comments
 * optional, status free text ("awaiting review" by default) — and the file ('You must choose a file'),
 * which must be a PDF, an Excel workbook or a Word document (the types the server keeps).
 */
export const statementUploadFormSchema = statementUploadQuerySchema
  .pick({
    received_from_name: true,
    received_from_email: true,
    business_unit: true,
    statement_date: true,
    status: true,
    comments: true,
    is_clean: true,
    has_grni: true,
    has_credits: true,
  })
  .extend({
    // typed or picked as dd/MM/yyyy (spec 03 §9), sent as YYYY-MM-DD
    statement_date: z
      .string({ error: messages.statementDateRequired })
      .transform(isoFromPicker)
      .pipe(statementUploadQuerySchema.shape.statement_date),
    file: z.custom<ChosenFiles>().transform((files, ctx) => {
      const file = files?.[0];
      if (!file || file.size === 0) {
        ctx.addIssue({ code: 'custom', message: messages.statementFileRequired });
        return z.NEVER;
      }
      const ext = statementFileExt(file.name);
      if (!ext) {
        ctx.addIssue({
          code: 'custom',
          message: 'The file must be a PDF (.pdf), an Excel workbook (.xlsx) or a Word document (.docx)',
        });
        return z.NEVER;
      }
      return { file, ext };
    }),
  });

export type StatementUploadFormInput = z.input<typeof statementUploadFormSchema>;
export type StatementUploadFormValues = z.output<typeof statementUploadFormSchema>;

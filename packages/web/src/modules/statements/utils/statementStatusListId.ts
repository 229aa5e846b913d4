/** The id of the datalist of statuses offered under a status field (any text may still be typed). */
export const statementStatusListId = 'statement-statuses';

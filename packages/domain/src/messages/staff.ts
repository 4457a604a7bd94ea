/**
 * Employees, hours and the labour figures (issue 20): Brigade's own wording, except the upload's header and
 * name messages, which are the old app's (in staff/hours-csv.ts and staff/hours-upload.ts).
 */
export const staffMessages = {
  employeeNameTaken: 'An employee with this first and last name already exists',
  employeeFirstNameRequired: 'First name is required',
  employeeLastNameRequired: 'Last name is required',
  employeeCostInvalid: 'The hourly cost must be an amount in CHF of 0 or more',
  employeeNotFound: 'This employee does not exist',
  hoursInvalid: 'Hours must be a number from 0 to 24 with at most 2 decimals',
  hoursLagInvalid: 'The lag must be a whole number of days from -31 to 31',
  hoursDateInvalid: 'The date must be a real date as YYYY-MM-DD',
  hoursDayTaken: 'This employee already has hours on this date: edit that row',
  hoursMonthInvalid: 'Choose a month from 1 to 12 of a year from 2000 to 2100',
  hoursRowInvalidDate: 'date must be a real date as DD/MM/YYYY',
  hoursRowInvalidMins: 'mins must be a whole number of minutes, 0 or more',
  hoursRowInvalidChf: 'chf must be an amount of 0 or more',
  hoursRowInvalidIsAm: 'is_am must be a whole number (0 for the afternoon, 1 for the morning)',
  hoursRowMissingName: 'name is empty',
  hoursRowBadQuotes: 'The row has unbalanced quotes',
  hoursRowFieldCount: 'The row does not have the 5 fields date, mins, chf, name, is_am',
  hoursRowTwice: 'The same employee, date and half-day appears twice in the file',
  hoursUploadHasErrors: 'Nothing was saved: fix the rows with errors and upload the file again',
  hoursUploadEmpty: 'The file has no rows',
  hoursUploadUnreadable: 'The file could not be read as CSV or .xlsx',
} as const;

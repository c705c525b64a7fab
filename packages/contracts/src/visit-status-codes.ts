// Issue 16 point 2: the codes of the desk's refused visit changes, without zod, so a page that only
// compares an answer's code (the calendar popover's delete) does not load the schemas.

/** The code of a status change, cancel or delete the rules refuse (409, the reason in the message). */
export const VISIT_CHANGE_REFUSED = 'VISIT_CHANGE_REFUSED';
/** The code of a delete refused because money is attached: cancel the appointment instead (409). */
export const APPOINTMENT_HAS_PAYMENTS = 'APPOINTMENT_HAS_PAYMENTS';

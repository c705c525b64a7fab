// spec 1 §9 business constants for the services screens.

/** The service list shows 20 services a page. */
export const SERVICE_LIST_PAGE_SIZE = 20;

/** Provider and service pickers first load 18 entries; 'show more' loads 100. */
export const PICKER_PAGE_SIZE = 18;
export const PICKER_SHOW_MORE_SIZE = 100;

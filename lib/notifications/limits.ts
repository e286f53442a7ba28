/*
 * List sizes, apart from ./view.ts so the header's bell can read them without the
 * date formatting (and its time-zone data) that only the lists need.
 */

/** How many of each list (unread, all) the notifications page shows. */
export const NOTIFICATIONS_PAGE_LIMIT = 100;
/** The bell's popover size. */
export const BELL_LIMIT = 5;

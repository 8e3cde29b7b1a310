/**
 * The height of a DataTable's one-line row: a loading list keeps room for a page of them, so the page does not jump
 * when they come. Its own module, so a page that keeps room for a table before the table's code loads (the dashboard's
 * areas) need not load DataTable for it.
 */
export const ROW_PX = 37

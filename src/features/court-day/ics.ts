/**
 * The court day's names for the hearings calendar (issue 14). The code lives in src/case-actions, which
 * the Case Schedule report shares: a module never imports another. Load this with `import()` when the user
 * asks for a file, as add-to-calendar does: the iCalendar writer stays out of every page's first render.
 */
export { downloadIcs, hearingFileName, hearingsToIcs, rangeFileName, type ScheduleRow } from '@/case-actions/hearings-ics'

/**
 * The court day's "Add to calendar" pieces (issue 14): the range dialog's button and one hearing's button.
 * They live in src/case-actions, which the Case Schedule report shares: a module never imports another.
 */
export { AddHearingToCalendar, AddToCalendarButton } from '@/case-actions/add-to-calendar'

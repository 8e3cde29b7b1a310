import { afterEach, describe, expect, it } from 'vitest'
import { chooseLanguage } from '@/i18n/texts'
import { clockText, courtDayAfter, dateTone, displayDate, monthTitle, reportDate, spokenDate, tableDate, toWire, weekdayName } from './dates'
import { inputToWire, parseDateInput } from './date-input'

describe('dates (spec §5, §9)', () => {
  it('accepts DD-MM-YYYY, YYYY-MM-DD and MM/DD/YYYY', () => {
    expect(inputToWire('05-03-2026')).toBe('2026-03-05')
    expect(inputToWire('2026-03-05')).toBe('2026-03-05')
    expect(inputToWire('03/05/2026')).toBe('2026-03-05')
  })
  it('accepts 29-02 of a leap year and rejects it in another year and 31-04', () => {
    expect(inputToWire('29-02-2028')).toBe('2028-02-29')
    expect(parseDateInput('29-02-2026')).toBeNull()
    expect(parseDateInput('31-04-2026')).toBeNull()
    expect(parseDateInput('2026-13-01')).toBeNull()
    expect(parseDateInput('5-3-2026')).toBeNull()
    expect(parseDateInput('')).toBeNull()
  })
  it('reads each format by its own pattern: no other separator, no spaces inside, no year read as 19xx', () => {
    expect(parseDateInput(' 05-03-2026 ')?.getDate()).toBe(5)
    expect(parseDateInput('05/03-2026')).toBeNull()
    expect(parseDateInput('2026/03/05')).toBeNull()
    expect(parseDateInput('05-03-2026x')).toBeNull()
    expect(parseDateInput('01-01-0099')?.getFullYear()).toBe(99)
    expect(inputToWire('02/29/2028')).toBe('2028-02-29')
    expect(parseDateInput('02/30/2028')).toBeNull()
  })
  it('shows DD-MM-YYYY in forms, DD/MM/YYYY in tables and DD-MMM-YYYY in reports, with no day shift', () => {
    expect(displayDate('2026-01-01')).toBe('01-01-2026')
    expect(tableDate('2026-12-31')).toBe('31/12/2026')
    expect(reportDate('2026-11-22')).toBe('22-Nov-2026')
    expect(displayDate(null)).toBe('')
    expect(displayDate('not a date')).toBe('')
  })
  it('formats the footer clock as DD-MMM-YYYY h:mm A', () => {
    expect(clockText(new Date(2026, 10, 22, 14, 5))).toBe('22-Nov-2026 2:05 PM')
    expect(clockText(new Date(2026, 10, 22, 0, 0))).toBe('22-Nov-2026 12:00 AM')
  })
  it('finds the day a court sits: a Sunday gives way to the Monday after', () => {
    const saturday = new Date(2026, 10, 28, 18, 30)
    expect(toWire(courtDayAfter(1, saturday))).toBe('2026-11-30')
    expect(toWire(courtDayAfter(1, new Date(2026, 10, 27)))).toBe('2026-11-28')
    expect(toWire(courtDayAfter(1, new Date(2026, 10, 29)))).toBe('2026-11-30')
    expect(toWire(courtDayAfter(8, saturday))).toBe('2026-12-07')
    // Across a month's and a year's end, as the calendar counts them.
    expect(toWire(courtDayAfter(1, new Date(2026, 11, 31)))).toBe('2027-01-01')
    expect(toWire(courtDayAfter(1, new Date(2027, 0, 30)))).toBe('2027-02-01')
  })

  it('names months and weekdays in English for the calendars, September as Sep', () => {
    expect(monthTitle(new Date(2026, 10, 1))).toBe('November 2026')
    expect(weekdayName(new Date(2026, 10, 23))).toBe('Monday')
    expect(spokenDate(new Date(2026, 10, 23))).toBe('Monday 23 November 2026')
    expect(reportDate('2026-09-07')).toBe('07-Sep-2026')
  })
})

describe('dates in the language on screen (issue 22)', () => {
  afterEach(() => chooseLanguage('en'))

  it('names months and weekdays in Hindi, digits and typed forms unchanged', async () => {
    await chooseLanguage('hi')
    expect(monthTitle(new Date(2026, 10, 1))).toBe('नवंबर 2026')
    expect(spokenDate(new Date(2026, 10, 23))).toBe('सोमवार 23 नवंबर 2026')
    expect(reportDate('2026-05-07')).toBe('07-मई-2026')
    expect(displayDate('2026-11-23')).toBe('23-11-2026')
    expect(tableDate('2026-11-23')).toBe('23/11/2026')
  })

  it('names months and weekdays in Marathi with Western digits', async () => {
    await chooseLanguage('mr')
    expect(monthTitle(new Date(2026, 10, 1))).toBe('नोव्हेंबर 2026')
    expect(weekdayName(new Date(2026, 10, 23))).toBe('सोमवार')
    expect(reportDate('2026-11-23')).toMatch(/^23-[\u0900-\u097F]+-2026$/)
    expect(displayDate('2026-11-23')).toBe('23-11-2026')
  })

  it("goes back to the spec's English names", async () => {
    await chooseLanguage('mr')
    await chooseLanguage('en')
    expect(reportDate('2026-09-07')).toBe('07-Sep-2026')
  })
})

describe('dashboard date colouring (spec §2.4)', () => {
  it.each([
    ['2026-11-21', 'past'],
    ['2026-11-22', 'upcoming'],
    ['2026-11-23', 'upcoming'],
    ['2026-11-24', 'soon'],
    ['2026-11-25', 'upcoming'],
    ['2027-01-01', 'upcoming'],
  ] as const)('with today 22-11-2026, %s is %s', (date, tone) => {
    expect(dateTone(date, '2026-11-22')).toBe(tone)
  })

  it('counts calendar days across a month end and a leap day', () => {
    expect(dateTone('2028-03-01', '2028-02-28')).toBe('soon')
    expect(dateTone('2027-03-02', '2027-02-28')).toBe('soon')
    expect(dateTone('2028-02-29', '2028-03-01')).toBe('past')
  })
})

/** Today's calendar date on this machine, 'YYYY-MM-DD'. A module of its own: the page asks it without loading the mock. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

import type { CellDef, CellInput } from 'jspdf-autotable'

/** A table row as the reports give it: cells left to right, a spanning cell once. */
export type Row = CellInput[]

/** The width of a text in the table's font size, in points, bold or not. */
export type Measure = (text: string, bold: boolean) => number

export interface TableText {
  head: Row[]
  body: Row[]
  foot: Row[]
}

/**
 * A word up to this wide (about 18 characters: an amount, a date, a phone number, a state, a word of a name) never
 * breaks: its column is at least that wide.
 */
export const SHORT_WORD = 100
/**
 * A word up to this wide (about 36 characters: an e-mail address, a CNR, a UTR number) breaks only where keeping it
 * whole would cost the table more than a line of height. A longer one is no word a reader reads whole: it breaks
 * inside its own cell wherever its column ends, and asks nothing of the column's width.
 */
export const LONGEST_WORD = 190
/**
 * No column asks for more than this share of the table: past it, more text makes a column's cells taller, not the
 * column wider, so one long value (a 200-character address) leaves the other columns as they were.
 */
export const WIDEST_SHARE = 0.4
/** Breaking a word that could have stayed whole counts as this many lines of the table's height. */
const BROKEN_WORD = 2
/** Widths move in steps of this many points; the table's height is weighed on at most SAMPLE body rows. */
const STEP = 5
const SAMPLE = 240

const isDef = (cell: CellInput): cell is CellDef => typeof cell === 'object' && cell !== null && !Array.isArray(cell)
const textOf = (cell: CellInput): string => {
  const content = isDef(cell) ? cell.content : cell
  return Array.isArray(content) ? content.join('\n') : content == null ? '' : String(content)
}

interface Text {
  column: number
  /** Each line's words, as widths: jsPDF breaks lines at spaces only. */
  lines: number[][]
  space: number
}

interface Measured {
  /** Per column: its heading's longest word and its longest short word (SHORT_WORD), padded. */
  least: number[]
  /** Per column: its widest line, padded. */
  natural: number[]
  /** The rows whose height is weighed: every heading and closing row, and at most SAMPLE body rows spread evenly. */
  weighed: Text[][]
}

/**
 * One pass over every cell: the cells land in columns as the table lays rows out (past row and column spans), each
 * single-column cell's words and lines are measured once, and only the weighed rows keep their measures.
 */
function measureTable(table: TableText, columns: number, padding: number, measure: Measure): Measured {
  const least = new Array<number>(columns).fill(0)
  const natural = new Array<number>(columns).fill(0)
  const weighed: Text[][] = []
  const every = Math.max(1, Math.ceil(table.body.length / SAMPLE))
  for (const section of ['head', 'body', 'foot'] as const) {
    const spanned = new Array<number>(columns).fill(0)
    table[section].forEach((row, r) => {
      const kept: Text[] | null = section !== 'body' || r % every === 0 ? [] : null
      let next = 0
      for (let column = 0; column < columns; ) {
        if (spanned[column]! > 0) {
          spanned[column]!--
          column++
          continue
        }
        const cell = row[next++]
        if (cell === undefined) {
          column++
          continue
        }
        const def = isDef(cell) ? cell : undefined
        const colSpan = Math.max(1, def?.colSpan ?? 1)
        const rowSpan = Math.max(1, def?.rowSpan ?? 1)
        for (let c = column; c < Math.min(columns, column + colSpan); c++) spanned[c] = rowSpan - 1
        // A cell across columns gives no measure of any one of them (its columns' own cells set their widths).
        if (colSpan === 1) {
          const bold = section !== 'body' || def?.styles?.fontStyle === 'bold'
          const space = measure(' ', bold)
          const lines = textOf(cell)
            .split('\n')
            .map((line) => line.split(' ').filter(Boolean).map((word) => measure(word, bold)))
          for (const words of lines) {
            natural[column] = Math.max(natural[column]!, words.reduce((x, w) => x + w, 0) + space * Math.max(0, words.length - 1) + padding)
            for (const w of words) if (section === 'head' || w <= SHORT_WORD) least[column] = Math.max(least[column]!, w + padding)
          }
          kept?.push({ column, lines, space })
        }
        column += colSpan
      }
      if (kept) weighed.push(kept)
    })
  }
  return { least, natural, weighed }
}

/**
 * How many lines a cell takes in a column `width` wide inside its padding, and how many words it breaks that could
 * have stayed whole. A word longer than LONGEST_WORD is counted as if its column were `widest`: it asks nothing of
 * the column's width, so one such value does not pull width from the other columns.
 */
function wrap(text: Text, width: number, widest: number): { lines: number; broken: number } {
  let lines = 0
  let broken = 0
  for (const words of text.lines) {
    lines++
    let x = -1
    for (const word of words) {
      if (word > width) {
        if (word <= LONGEST_WORD) broken++
        const pieces = Math.ceil(word / (word > LONGEST_WORD ? Math.max(width, widest) : width))
        lines += pieces - (x < 0 ? 1 : 0)
        x = word - (pieces - 1) * width
      } else if (x < 0) x = word
      else if (x + text.space + word <= width) x += text.space + word
      else {
        lines++
        x = word
      }
    }
  }
  return { lines, broken }
}

const sum = (widths: number[]) => widths.reduce((total, w) => total + w, 0)

/**
 * Column widths from the content, for a table `available` points wide; `padding` is a cell's left plus right.
 *
 * Each column is at least as wide as its heading's longest word and its longest short word (SHORT_WORD: a state, a
 * phone number, an amount never break), and would like its widest line (up to WIDEST_SHARE). When every column's
 * wish fits they all get it, and the room left goes to the columns whose lines are longer still (else to all
 * alike). Otherwise, from the least widths, the room left goes a few points at a time to the column where it saves
 * the most height: a row is as tall as its tallest cell, so a name wrapping onto a second line beside a three-line
 * address costs nothing, and an address that no longer needs a fourth line saves a line on every such row. A word
 * broken that could have stayed whole costs BROKEN_WORD lines.
 */
export function columnWidths(table: TableText, columns: number, available: number, padding: number, measure: Measure): number[] {
  const measured = measureTable(table, columns, padding, measure)
  const floor = padding + measure('00', false)
  const widest = Math.max(floor, available * WIDEST_SHARE)
  const least = measured.least.map((w) => Math.min(widest, Math.max(floor, w)))
  const natural = measured.natural.map((w, c) => Math.max(least[c]!, Math.min(widest, w)))
  const { weighed } = measured

  if (sum(natural) <= available) {
    // Every line fits but for those kept under WIDEST_SHARE: the room left goes to those, else to all alike.
    const more = measured.natural.map((w, c) => Math.max(0, w - natural[c]!))
    const share = sum(more) ? more : natural
    return natural.map((w, c) => w + ((available - sum(natural)) * share[c]!) / sum(share))
  }
  if (sum(least) > available) {
    // Not every column's longest short word fits: the widest columns are cut to one common width, so the other
    // columns' words (dates, numbers) stay whole and only the longest words break.
    const sorted = [...least].sort((a, b) => a - b)
    let left = available
    let ceiling = 0
    for (let i = 0; i < columns; i++) {
      // The narrowest columns keep their widths while the rest can share what is left at least as widely.
      if (sorted[i]! * (columns - i) >= left) {
        ceiling = left / (columns - i)
        break
      }
      left -= sorted[i]!
    }
    return least.map((w) => Math.min(w, ceiling))
  }

  // lines[c][g][r]: the lines, and the words broken that could have stayed whole, of weighed row r's cell in column c
  // when the column is least[c] + g × STEP wide.
  const grid = least.map((w, c) => Math.max(0, Math.floor((natural[c]! - w) / STEP)))
  const lines = least.map((w, c) =>
    Array.from({ length: grid[c]! + 1 }, (_, g) =>
      weighed.map((cells) => {
        const text = cells.find((t) => t.column === c)
        if (!text) return { lines: 0, broken: 0 }
        return wrap(text, w + g * STEP - padding, widest - padding)
      }),
    ),
  )
  const at = new Array<number>(columns).fill(0)
  let left = available - sum(least)
  for (;;) {
    // Each row's tallest cell, and the tallest but one: a row's height were one column to change.
    const tallest = weighed.map(() => ({ column: -1, lines: 0, next: 0 }))
    for (let c = 0; c < columns; c++)
      lines[c]![at[c]!]!.forEach(({ lines: n }, r) => {
        const t = tallest[r]!
        if (n > t.lines) Object.assign(t, { column: c, lines: n, next: t.lines })
        else if (n > t.next) t.next = n
      })
    let best: { column: number; steps: number; gain: number } | null = null
    for (let c = 0; c < columns; c++) {
      const now = lines[c]![at[c]!]!
      for (let steps = 1; at[c]! + steps <= grid[c]! && steps * STEP <= left; steps++) {
        const then = lines[c]![at[c]! + steps]!
        let gain = 0
        tallest.forEach((t, r) => {
          const others = t.column === c ? t.next : t.lines
          gain += t.lines - Math.max(others, then[r]!.lines) + BROKEN_WORD * (now[r]!.broken - then[r]!.broken)
        })
        if (gain > 0 && (!best || gain / steps > best.gain / best.steps)) best = { column: c, steps, gain }
      }
    }
    if (!best) break
    at[best.column]! += best.steps
    left -= best.steps * STEP
  }
  // What saves no more height goes to the columns that would still like it, else to all alike.
  const widths = least.map((w, c) => w + at[c]! * STEP)
  const wish = widths.map((w, c) => Math.max(0, natural[c]! - w))
  const share = sum(wish) ? wish : widths
  return widths.map((w, c) => w + (share[c]! * left) / sum(share))
}

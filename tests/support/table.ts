import { within } from '@testing-library/react'

/**
 * The cell of `row` under the column headed `column`. Asserting on a cell by its text alone finds
 * the wrong one when two columns of a row hold the same value (fee and balance both ₹52,500.00).
 */
export function cellIn(row: HTMLElement, column: string): HTMLElement {
  const table = row.closest('table')
  if (!table) throw new Error('cellIn: the row is not inside a table')
  const headers = within(table).getAllByRole('columnheader')
  const index = headers.findIndex((h) => h.textContent?.trim() === column)
  if (index < 0) throw new Error(`cellIn: no column headed "${column}" (${headers.map((h) => h.textContent?.trim()).join(', ')})`)
  const cells = within(row).getAllByRole('cell')
  if (cells.length !== headers.length) throw new Error(`cellIn: the row has ${cells.length} cells for ${headers.length} columns`)
  return cells[index]
}

/** The text of that cell, trimmed: compare it whole, so ₹0.00 never matches ₹10.00. */
export const cellText = (row: HTMLElement, column: string): string => cellIn(row, column).textContent?.trim() ?? ''

import * as z from 'zod/mini'
import { formRule } from '@/lib/form-rule'
import type { components } from '@/api/schema.gen'
import { upperCased } from '@/lib/payload'
import { TEXTS } from './texts'

type MenuItemFields = components['schemas']['MenuItemFields']
type MenuItemDetail = components['schemas']['MenuItemDetail']

export const NAME_MAX = 255
export const URL_MAX = 255
export const ORDER_MAX_DIGITS = 2
export const MESSAGES = TEXTS.messages

export const COMMAND_KEYS = ['ALT', 'CTRL', 'SHIFT'] as const
/** Spec 3 §5: A-Z and 1-9 (26 letters and 9 digits). */
export const CONTROL_KEYS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', ...'123456789']
/** Spec 3 §9: the clipboard's own shortcuts. */
const SYSTEM_KEYS = ['V', 'C', 'X']

export const menuSchema = z
  .object({
    menuItemName: z.string().check(z.trim(), z.minLength(1, MESSAGES.name), z.maxLength(NAME_MAX, MESSAGES.nameTooLong)),
    menuItemPageURL: z.string().check(z.trim(), z.maxLength(URL_MAX, MESSAGES.urlTooLong)),
    menuLevel: z.string().check(z.trim(), z.regex(new RegExp(`^\\d{0,${ORDER_MAX_DIGITS}}$`), MESSAGES.order)),
    description: z.string().check(z.trim()),
    commandKeys: z.string(),
    controls: z.string(),
  })
  .check(
    formRule<{ commandKeys: string; controls: string }>((form, ctx) => {
      const issue = (path: 'commandKeys' | 'controls', message: string) => ctx.addIssue({ code: 'custom', message, path: [path], input: form })
      if (form.commandKeys && !form.controls) issue('controls', MESSAGES.selectControl)
      else if (form.controls && !form.commandKeys) issue('commandKeys', MESSAGES.selectCommand)
      else if (form.commandKeys === 'CTRL' && SYSTEM_KEYS.includes(form.controls)) issue('controls', MESSAGES.systemCommand)
    }),
  )
export type MenuForm = z.infer<typeof menuSchema>

export const EMPTY: MenuForm = { menuItemName: '', menuItemPageURL: '', menuLevel: '', description: '', commandKeys: '', controls: '' }

export const toForm = (item: MenuItemDetail): MenuForm => ({
  menuItemName: item.menuItemName,
  menuItemPageURL: item.menuItemPageURL ?? '',
  menuLevel: item.menuLevel === null || item.menuLevel === undefined ? '' : String(item.menuLevel),
  description: item.description ?? '',
  commandKeys: item.commandKeys ?? '',
  controls: item.controls ?? '',
})

/**
 * The name is the sidebar's label and the URL a route, so both go as typed; the description is
 * upper-cased like other free text (spec 3 §3). An empty order, command or key is left out.
 */
export function toPayload(form: MenuForm, parentId: number): MenuItemFields {
  const { description } = upperCased({ description: form.description })
  return {
    menuItemName: form.menuItemName.trim(),
    menuItemPageURL: form.menuItemPageURL.trim(),
    description,
    parentId,
    ...(form.menuLevel ? { menuLevel: Number(form.menuLevel) } : {}),
    ...(form.commandKeys && form.controls
      ? { commandKeys: form.commandKeys as (typeof COMMAND_KEYS)[number], controls: form.controls }
      : {}),
  }
}

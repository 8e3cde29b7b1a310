import { useEffect, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { CornerDownRight, RotateCcw, Trash2 } from 'lucide-react'
import { api } from '@/api/client'
import { errorMessage } from '@/api/errors'
import { $api } from '@/api/query'
import type { components } from '@/api/schema.gen'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { toast } from '@/components/toast'
import { auditName } from '@/session/session-store'
import { clearSelection } from '@/session/storage'
import { useShellForm } from '@/shell/shell-form'
import { SingleFormPage } from '@/shell/single-form-page'
import { MenuFields } from './menu-fields'
import { MenuTreeNav } from './menu-tree-nav'
import { useTexts } from './texts'
import { useCommon } from '@/components/texts'
import { EMPTY, menuSchema, toForm, toPayload } from './schema'

type MenuItemDetail = components['schemas']['MenuItemDetail']

/** What the form is doing: adding (at the top, or under `parent`) or editing a loaded item. */
type Target = { kind: 'add'; parent: { id: number; name: string } | null } | { kind: 'edit'; item: MenuItemDetail }

const fetchItem = async (EncryptedTreeId: string) => (await api.POST('/view-security-menu-tree-detail', { body: { EncryptedTreeId } })).data!.data

/**
 * Spec 3 §2.9: one tab, 'Add Menu'. The tree on the left picks an item to edit; the form on the right
 * adds or updates, with Reset, 'Add menu under item' and Delete: the single-form page with the tree beside it.
 */
export function MenuTreePage() {
  const tree = $api.useQuery('post', '/get-security-menu-tree-master-list', { body: {} })
  const [target, setTarget] = useState<Target>({ kind: 'add', parent: null })
  const [asking, setAsking] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const queryClient = useQueryClient()
  const t = useTexts()
  const c = useCommon()
  useEffect(clearSelection, [])

  const shell = useShellForm({
    schema: menuSchema,
    empty: EMPTY,
    submit: async (values) => {
      if (target.kind === 'edit') {
        const { item } = target
        const body = { ...toPayload(values, item.parentId ?? 0), encryptedTreeId: item.encryptedTreeId, childId: item.childId, modifyUser: auditName() }
        const { data } = await api.POST('/update-security-menu-tree-detail', { body })
        setTarget({ kind: 'edit', item: { ...item, ...body } })
        return { message: data!.message }
      }
      const parentId = target.parent?.id ?? 0
      const { data } = await api.POST('/add-security-menu-tree-details', { body: { ...toPayload(values, parentId), addUser: auditName() } })
      const encryptedTreeId = data!.data.encryptedTreeId
      // Later saves update the new item; its tree id comes from the provider (for 'Add menu under item').
      const item = await fetchItem(encryptedTreeId).catch((): MenuItemDetail => ({ ...toPayload(values, parentId), encryptedTreeId, isChild: false, isRole: false, isUser: false }))
      setTarget({ kind: 'edit', item })
      return { message: data!.message }
    },
  })
  const { form, guard } = shell

  const edit = (item: MenuItemDetail) => {
    form.reset(toForm(item))
    setTarget({ kind: 'edit', item })
  }
  const select = (encryptedTreeId: string) =>
    guard.confirm(() => {
      fetchItem(encryptedTreeId).then(edit, (error: unknown) => toast.error(errorMessage(error)))
    })
  const reset = () => {
    form.reset(EMPTY)
    setTarget({ kind: 'add', parent: null })
  }
  const addUnder = () => {
    if (target.kind !== 'edit' || target.item.childId === undefined) return
    const parent = { id: target.item.childId, name: target.item.menuItemName }
    guard.confirm(() => {
      form.reset(EMPTY)
      setTarget({ kind: 'add', parent })
    })
  }
  const remove = async () => {
    if (target.kind !== 'edit') return
    const { encryptedTreeId, isChild = false, isRole = false, isUser = false } = target.item
    setDeleting(true)
    try {
      const { data } = await api.DELETE('/delete-security-menu-tree-detail', { body: { encryptedTreeId, isChild, isRole, isUser } })
      toast.success(data!.message)
      reset()
      void queryClient.invalidateQueries()
    } catch (error) {
      toast.error(errorMessage(error))
    } finally {
      setDeleting(false)
      setAsking(false)
    }
  }

  const editing = target.kind === 'edit' ? target.item : null
  const parentName = target.kind === 'add' ? (target.parent?.name ?? t.topLevel) : null

  return (
    <SingleFormPage
      title={t.title}
      tab={t.tab}
      formLabel={t.formLabel}
      shell={shell}
      aside={<MenuTreeNav nodes={tree.data?.data} status={tree.status} selectedId={editing?.childId} onSelect={select} onRetry={() => void tree.refetch()} />}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {editing ? (
            <>
              {t.editing} <strong>{editing.menuItemName}</strong>
            </>
          ) : (
            <>
              {t.newUnder} <strong>{parentName}</strong>
            </>
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-secondary" onClick={reset}>
            <RotateCcw size={16} aria-hidden="true" /> {c.reset}
          </button>
          <button type="button" className="btn-secondary" onClick={addUnder} disabled={editing?.childId === undefined}>
            <CornerDownRight size={16} aria-hidden="true" /> {t.addUnder}
          </button>
          <button type="button" className="btn-secondary" onClick={() => setAsking(true)} disabled={!editing}>
            <Trash2 size={16} aria-hidden="true" /> {c.delete}
          </button>
        </div>
      </div>
      <MenuFields />
      <ConfirmDialog
        open={asking}
        title={c.confirmation}
        message={t.messages.deleteQuestion}
        confirmLabel={c.delete}
        cancelLabel={c.cancel}
        danger
        busy={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
      />
    </SingleFormPage>
  )
}

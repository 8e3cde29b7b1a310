import { useEffect, useState } from 'react'
import { FormProvider, useForm, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { CornerDownRight, RotateCcw, Trash2 } from 'lucide-react'
import { api } from '@/api/client'
import { errorMessage } from '@/api/errors'
import { $api } from '@/api/query'
import type { components } from '@/api/schema.gen'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { toast } from '@/components/toast'
import { auditName } from '@/session/session-store'
import { clearSelection } from '@/session/storage'
import { PageFrame, SingleTab } from '@/shell/page-frame'
import { Toolbar } from '@/shell/toolbar'
import { useUnsavedGuard } from '@/shell/unsaved-guard'
import { MenuFields } from './menu-form'
import { MenuTreeNav } from './menu-tree-nav'
import { EMPTY, MESSAGES, menuSchema, toForm, toPayload, type MenuForm } from './schema'

type MenuItemDetail = components['schemas']['MenuItemDetail']

/** What the form is doing: adding (at the top, or under `parent`) or editing a loaded item. */
type Target = { kind: 'add'; parent: { id: number; name: string } | null } | { kind: 'edit'; item: MenuItemDetail }

const fetchItem = async (EncryptedTreeId: string) => (await api.POST('/view-security-menu-tree-detail', { body: { EncryptedTreeId } })).data!.data

/**
 * Spec 3 §2.9: one tab, 'Add Menu'. The tree on the left picks an item to edit; the form on the right
 * adds or updates, with Reset, 'Add menu under item' and Delete. Not a list/detail module: it uses the
 * shell's toolbar, unsaved-changes guard and confirm dialog, not the module page.
 */
export function MenuTreePage() {
  const tree = $api.useQuery('post', '/get-security-menu-tree-master-list', { body: {} })
  const form = useForm<MenuForm>({ resolver: zodResolver(menuSchema) as unknown as Resolver<MenuForm>, defaultValues: EMPTY })
  const [target, setTarget] = useState<Target>({ kind: 'add', parent: null })
  const [asking, setAsking] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  useEffect(clearSelection, [])

  const edit = (item: MenuItemDetail) => {
    form.reset(toForm(item))
    setTarget({ kind: 'edit', item })
  }

  const save = async (): Promise<boolean> => {
    let saved = false
    await form.handleSubmit(async (values) => {
      try {
        if (target.kind === 'edit') {
          const { item } = target
          const body = { ...toPayload(values, item.parentId ?? 0), encryptedTreeId: item.encryptedTreeId, childId: item.childId, modifyUser: auditName() }
          const { data } = await api.POST('/update-security-menu-tree-detail', { body })
          toast.success(data!.message)
          setTarget({ kind: 'edit', item: { ...item, ...body } })
          form.reset(values)
        } else {
          const parentId = target.parent?.id ?? 0
          const { data } = await api.POST('/add-security-menu-tree-details', { body: { ...toPayload(values, parentId), addUser: auditName() } })
          toast.success(data!.message)
          const encryptedTreeId = data!.data.encryptedTreeId
          // Later saves update the new item; its tree id comes from the provider (for 'Add menu under item').
          const item = await fetchItem(encryptedTreeId).catch((): MenuItemDetail => ({
            ...toPayload(values, parentId),
            encryptedTreeId,
            isChild: false,
            isRole: false,
            isUser: false,
          }))
          setTarget({ kind: 'edit', item })
          form.reset(values)
        }
        // The tree, and the layout's menus and shortcuts, show the change.
        void queryClient.invalidateQueries()
        saved = true
      } catch (error) {
        // The form keeps every field and its unsaved state.
        toast.error(errorMessage(error))
      }
    })()
    return saved
  }
  const guard = useUnsavedGuard({ dirty: form.formState.isDirty, save })

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
  const parentName = target.kind === 'add' ? (target.parent?.name ?? 'None (top level)') : null

  return (
    <PageFrame
      title="Menu Tree"
      toolbar={
        <Toolbar
          saving={form.formState.isSubmitting}
          canSave={form.formState.isDirty}
          onSave={() => void save()}
          onExit={() => guard.confirm(() => guard.leave(() => navigate({ to: '/dashboard' })))}
        />
      }
    >
      <SingleTab label="Add Menu" listLabel="Menu Tree" className="grid gap-4 lg:grid-cols-[minmax(16rem,1fr)_2fr]">
        <MenuTreeNav nodes={tree.data?.data} status={tree.status} selectedId={editing?.childId} onSelect={select} onRetry={() => void tree.refetch()} />
        <div className="card p-4 sm:p-6">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {editing ? (
                <>
                  Editing <strong>{editing.menuItemName}</strong>
                </>
              ) : (
                <>
                  New menu under <strong>{parentName}</strong>
                </>
              )}
            </p>
            <div className="flex flex-wrap gap-2">
              <button type="button" className="btn-secondary" onClick={reset}>
                <RotateCcw size={16} aria-hidden="true" /> Reset
              </button>
              <button type="button" className="btn-secondary" onClick={addUnder} disabled={editing?.childId === undefined}>
                <CornerDownRight size={16} aria-hidden="true" /> Add menu under item
              </button>
              <button type="button" className="btn-secondary" onClick={() => setAsking(true)} disabled={!editing}>
                <Trash2 size={16} aria-hidden="true" /> Delete
              </button>
            </div>
          </div>
          <FormProvider {...form}>
            <form
              noValidate
              aria-label="Menu item"
              onSubmit={(event) => {
                event.preventDefault()
                void save()
              }}
            >
              <MenuFields />
            </form>
          </FormProvider>
        </div>
      </SingleTab>
      <ConfirmDialog
        open={asking}
        title="Confirmation"
        message={MESSAGES.deleteQuestion}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        danger
        busy={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
      />
      {guard.dialog}
    </PageFrame>
  )
}

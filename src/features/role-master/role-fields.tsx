import { ACTIVE_STATUS_OPTIONS } from '@/components/form/status-options'
import { $api } from '@/api/query'
import { CheckboxTreeInput, SelectInput, TextInput } from '@/components/form/form-fields'
import { useCommon } from '@/components/texts'
import { NAME_MAX } from './schema'
import { useTexts } from './texts'

/** The whole menu tree is fetched here; the role's ticks come from its own fetch (`treeIds`). */
export function RoleFields() {
  const tree = $api.useQuery('post', '/get-security-menu-tree-master-list', { body: {} })
  const t = useTexts().fields
  const c = useCommon()
  return (
    <div className="grid max-w-3xl gap-4 md:grid-cols-2">
      <TextInput name="roleName" label={t.roleName} maxLength={NAME_MAX} required />
      <SelectInput name="status" label={c.status} options={ACTIVE_STATUS_OPTIONS} required />
      <div className="md:col-span-2">
        <CheckboxTreeInput
          name="treeIds"
          label={t.menuTree}
          required
          nodes={tree.data?.data ?? []}
          emptyText={tree.status === 'error' ? t.treeFailed : t.treeLoading}
        />
      </div>
    </div>
  )
}

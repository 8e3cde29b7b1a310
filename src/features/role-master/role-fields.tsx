import { ACTIVE_STATUS_OPTIONS } from '@/components/form/status-options'
import { $api } from '@/api/query'
import { CheckboxTreeInput, SelectInput, TextInput } from '@/components/form/form-fields'
import { NAME_MAX } from './schema'

/** The whole menu tree is fetched here; the role's ticks come from its own fetch (`treeIds`). */
export function RoleFields() {
  const tree = $api.useQuery('post', '/get-security-menu-tree-master-list', { body: {} })
  return (
    <div className="grid max-w-3xl gap-4 md:grid-cols-2">
      <TextInput name="roleName" label="Role Name" maxLength={NAME_MAX} required />
      <SelectInput name="status" label="Status" options={ACTIVE_STATUS_OPTIONS} required />
      <div className="md:col-span-2">
        <CheckboxTreeInput
          name="treeIds"
          label="Menu Tree"
          required
          nodes={tree.data?.data ?? []}
          emptyText={tree.status === 'error' ? 'The menu tree could not be loaded.' : 'Loading the menu tree…'}
        />
      </div>
    </div>
  )
}

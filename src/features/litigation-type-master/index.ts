import { defineModule } from '@/shell/define-module'
import { columns, type LitigationRow } from './columns'
import { LitigationFields } from './litigation-fields'
import { loadDetails, saveLitigation } from './save'
import { EMPTY, litigationSchema, statusWord } from './schema'
import { TEXTS } from './texts'

/** Spec 3 §2.8: litigation types with their detail rows, used by the case forms. */
export const litigationModule = defineModule({
  title: TEXTS.title,
  listTab: TEXTS.listTab,
  detailTab: TEXTS.detailTab,
  list: { path: '/litigation-list', rows: (data) => data.litigationList, columns, rowId: (row: LitigationRow) => row.litigationCode },
  form: { schema: litigationSchema, empty: EMPTY, Fields: LitigationFields },
  idOf: (row) => row.encryptedLitigationCode ?? '',
  load: async (row) => ({
    litigationCode: row.litigationCode,
    litigationName: row.litigationName,
    activeStatus: statusWord(row.activeStatus),
    details: await loadDetails(row.litigationCode),
  }),
  create: (values) => saveLitigation(null, values),
  update: (id, values) => saveLitigation(id, values),
})

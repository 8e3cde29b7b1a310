import type { LitigationType, LitigationTypeDetail } from '../types'

const LITIGATION: [name: string, details: string[], suspended?: boolean][] = [
  ['CIVIL', ['PROPERTY DISPUTE', 'RECOVERY OF MONEY', 'INJUNCTION', 'PARTITION', 'SPECIFIC PERFORMANCE']],
  ['CRIMINAL', ['BAIL MATTERS', 'CHEQUE BOUNCE (NI ACT)', 'DOMESTIC VIOLENCE', 'WHITE COLLAR CRIME', 'CYBER CRIME']],
  ['FAMILY', ['DIVORCE', 'MAINTENANCE', 'CHILD CUSTODY', 'ADOPTION']],
  ['CORPORATE', ['INSOLVENCY AND BANKRUPTCY', 'CONTRACT DISPUTES', 'MERGERS AND ACQUISITIONS']],
  ['CONSUMER', ['DEFICIENCY IN SERVICE', 'MEDICAL NEGLIGENCE', 'DEFECTIVE GOODS']],
  ['LABOUR AND SERVICE', ['WRONGFUL TERMINATION', 'WAGES AND GRATUITY', 'SERVICE MATTERS']],
  ['TAXATION', ['GST', 'INCOME TAX', 'CUSTOMS']],
  ['REAL ESTATE', ['RERA COMPLAINTS', 'TENANCY', 'LAND ACQUISITION']],
  ['INTELLECTUAL PROPERTY', ['TRADEMARK', 'COPYRIGHT'], true],
]

const code = (prefix: string, n: number) => `${prefix}${String(n).padStart(3, '0')}`

export function generateLitigation(): { litigationTypes: LitigationType[]; litigationTypeDetails: LitigationTypeDetail[] } {
  const litigationTypes: LitigationType[] = []
  const litigationTypeDetails: LitigationTypeDetail[] = []
  LITIGATION.forEach(([litigationName, details, suspended], i) => {
    const litigationCode = code('LT', i + 1)
    litigationTypes.push({ litigationId: i + 1, litigationCode, litigationName, activeStatus: suspended ? 'S' : 'A' })
    details.forEach((litigationTypeDetailName, j) => {
      const id = litigationTypeDetails.length + 1
      // The last detail of the first type is suspended so both badges show in the grid.
      const status = suspended || (i === 0 && j === details.length - 1) ? 'S' : 'A'
      litigationTypeDetails.push({ litigationTypeDetailId: id, litigationCode, subLitigationCode: code('SL', id), litigationTypeDetailName, activeStatus: status })
    })
  })
  return { litigationTypes, litigationTypeDetails }
}

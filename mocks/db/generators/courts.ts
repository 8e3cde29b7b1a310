import type { CaseType, Court, CourtType, Scale } from '../types'
import { CASE_TYPES_BY_COURT_TYPE, COURT_TYPES, courtTypeCode, type CaseTypeTemplate, type CourtTypeName } from './catalog'
import { INDIAN_STATES } from './geography'

type CourtSpec = [name: string, type: CourtTypeName, stateCode: string, location: string, address: string]

const MAHARASHTRA: CourtSpec[] = [
  ['BOMBAY HIGH COURT, NAGPUR BENCH', 'HIGH COURT', 'MH', 'NAGPUR', 'CIVIL LINES, NAGPUR 440001'],
  ['BOMBAY HIGH COURT, AURANGABAD BENCH', 'HIGH COURT', 'MH', 'AURANGABAD', 'JALNA ROAD, AURANGABAD 431001'],
  ['CITY CIVIL COURT, MUMBAI', 'CIVIL COURT', 'MH', 'FORT', 'K. B. PATIL MARG, FORT, MUMBAI 400032'],
  ['SESSIONS COURT, MUMBAI', 'SESSIONS COURT', 'MH', 'FORT', 'K. B. PATIL MARG, FORT, MUMBAI 400032'],
  ['METROPOLITAN MAGISTRATE COURT, ESPLANADE', 'MAGISTRATE COURT', 'MH', 'ESPLANADE', 'MAHAPALIKA MARG, MUMBAI 400001'],
  ['METROPOLITAN MAGISTRATE COURT, ANDHERI', 'MAGISTRATE COURT', 'MH', 'ANDHERI', 'ANDHERI EAST, MUMBAI 400069'],
  ['FAMILY COURT, BANDRA', 'FAMILY COURT', 'MH', 'BANDRA', 'BANDRA KURLA COMPLEX, MUMBAI 400051'],
  ['SMALL CAUSES COURT, MUMBAI', 'CIVIL COURT', 'MH', 'DHOBI TALAO', 'LOKMANYA TILAK MARG, MUMBAI 400002'],
  ['STATE CONSUMER COMMISSION, MUMBAI', 'CONSUMER FORUM', 'MH', 'FORT', 'NEW ADMINISTRATIVE BUILDING, FORT, MUMBAI 400032'],
  ['NCLT MUMBAI BENCH', 'TRIBUNAL', 'MH', 'CUFFE PARADE', 'MTNL EXCHANGE BUILDING, CUFFE PARADE, MUMBAI 400005'],
  ['DEBTS RECOVERY TRIBUNAL, MUMBAI', 'TRIBUNAL', 'MH', 'FORT', 'COLABA CAUSEWAY, MUMBAI 400005'],
  ['INDUSTRIAL AND LABOUR COURT, MUMBAI', 'LABOUR COURT', 'MH', 'BANDRA', 'BANDRA EAST, MUMBAI 400051'],
  ['DISTRICT COURT, PUNE', 'DISTRICT COURT', 'MH', 'SHIVAJINAGAR', 'SHIVAJINAGAR, PUNE 411005'],
  ['CIVIL COURT (SENIOR DIVISION), PUNE', 'CIVIL COURT', 'MH', 'SHIVAJINAGAR', 'SHIVAJINAGAR, PUNE 411005'],
  ['JMFC COURT, PUNE', 'MAGISTRATE COURT', 'MH', 'SHIVAJINAGAR', 'SHIVAJINAGAR, PUNE 411005'],
  ['FAMILY COURT, PUNE', 'FAMILY COURT', 'MH', 'SHIVAJINAGAR', 'SHIVAJINAGAR, PUNE 411005'],
  ['DISTRICT CONSUMER COMMISSION, PUNE', 'CONSUMER FORUM', 'MH', 'SHIVAJINAGAR', 'BSNL BUILDING, SHIVAJINAGAR, PUNE 411005'],
  ['DISTRICT COURT, THANE', 'DISTRICT COURT', 'MH', 'THANE', 'COURT NAKA, THANE WEST 400601'],
  ['DISTRICT AND SESSIONS COURT, NAGPUR', 'DISTRICT COURT', 'MH', 'NAGPUR', 'CIVIL LINES, NAGPUR 440001'],
  ['DISTRICT COURT, NASHIK', 'DISTRICT COURT', 'MH', 'NASHIK', 'OLD AGRA ROAD, NASHIK 422001'],
  ['DISTRICT COURT, AURANGABAD', 'DISTRICT COURT', 'MH', 'AURANGABAD', 'ADALAT ROAD, AURANGABAD 431001'],
]

const DELHI: CourtSpec[] = [
  ['SUPREME COURT OF INDIA', 'SUPREME COURT', 'DL', 'NEW DELHI', 'TILAK MARG, NEW DELHI 110001'],
  ['TIS HAZARI COURTS, DELHI', 'DISTRICT COURT', 'DL', 'TIS HAZARI', 'TIS HAZARI, DELHI 110054'],
  ['PATIALA HOUSE COURTS, NEW DELHI', 'DISTRICT COURT', 'DL', 'INDIA GATE', 'INDIA GATE, NEW DELHI 110001'],
  ['SAKET DISTRICT COURT, DELHI', 'DISTRICT COURT', 'DL', 'SAKET', 'PRESS ENCLAVE MARG, SAKET, NEW DELHI 110017'],
  ['KARKARDOOMA COURTS, DELHI', 'DISTRICT COURT', 'DL', 'KARKARDOOMA', 'KARKARDOOMA, DELHI 110032'],
  ['ROHINI COURTS, DELHI', 'DISTRICT COURT', 'DL', 'ROHINI', 'SECTOR 14, ROHINI, DELHI 110085'],
  ['DWARKA COURTS, NEW DELHI', 'DISTRICT COURT', 'DL', 'DWARKA', 'SECTOR 10, DWARKA, NEW DELHI 110075'],
  ['FAMILY COURT, SAKET', 'FAMILY COURT', 'DL', 'SAKET', 'SAKET COURT COMPLEX, NEW DELHI 110017'],
  ['NATIONAL CONSUMER COMMISSION, NEW DELHI', 'CONSUMER FORUM', 'DL', 'INA', 'UPBHOKTA NYAY BHAWAN, INA, NEW DELHI 110023'],
  ['NATIONAL GREEN TRIBUNAL, NEW DELHI', 'TRIBUNAL', 'DL', 'NEW DELHI', 'COPERNICUS MARG, NEW DELHI 110001'],
  ['NCLT PRINCIPAL BENCH, NEW DELHI', 'TRIBUNAL', 'DL', 'LODHI ROAD', 'BLOCK 3, CGO COMPLEX, LODHI ROAD, NEW DELHI 110003'],
]

const ABROAD: CourtSpec[] = [
  ['DUBAI COURTS', 'CIVIL COURT', 'DXB', 'DUBAI', 'OUD METHA ROAD, DUBAI'],
  ['HIGH COURT OF JUSTICE, LONDON', 'HIGH COURT', 'ENG', 'LONDON', 'STRAND, LONDON WC2A 2LL'],
]

const METROS = new Set(['BENGALURU', 'CHENNAI', 'KOLKATA', 'HYDERABAD', 'AHMEDABAD'])

/** Courts of one Indian state other than the hand-written Maharashtra and Delhi lists. */
function stateCourts(code: string, cities: string[], highCourt: [string, string, string] | null): CourtSpec[] {
  const specs: CourtSpec[] = highCourt ? [[highCourt[0], 'HIGH COURT', code, highCourt[1], highCourt[2]]] : []
  cities.forEach((city, i) => {
    const complex = `DISTRICT COURT COMPLEX, ${city}`
    specs.push([`DISTRICT COURT, ${city}`, 'DISTRICT COURT', code, city, complex])
    if (i > 0) return
    if (METROS.has(city)) specs.push([`CITY CIVIL COURT, ${city}`, 'CIVIL COURT', code, city, complex])
    specs.push([`SESSIONS COURT, ${city}`, 'SESSIONS COURT', code, city, complex])
    specs.push([`FAMILY COURT, ${city}`, 'FAMILY COURT', code, city, complex])
    if (cities.length >= 3) specs.push([`DISTRICT CONSUMER COMMISSION, ${city}`, 'CONSUMER FORUM', code, city, complex])
  })
  return specs
}

function courtSpecs(): CourtSpec[] {
  return INDIAN_STATES.flatMap((s) => {
    const own = stateCourts(s.code, s.cities, s.highCourt)
    if (s.code === 'MH') return [...own.slice(0, 1), ...MAHARASHTRA]
    // The Supreme Court first, then the Delhi High Court, then the district courts.
    if (s.code === 'DL') return [...DELHI.slice(0, 1), ...own.slice(0, 1), ...DELHI.slice(1)]
    return own
  }).concat(ABROAD)
}

const BULK_KINDS: [string, CourtTypeName][] = [
  ['CIVIL JUDGE (JD) COURT NO.', 'CIVIL COURT'], ['CIVIL JUDGE (SD) COURT NO.', 'CIVIL COURT'], ['JMFC COURT NO.', 'MAGISTRATE COURT'],
  ['ADDL. SESSIONS COURT NO.', 'SESSIONS COURT'], ['ADDL. DISTRICT COURT NO.', 'DISTRICT COURT'], ['FAMILY COURT NO.', 'FAMILY COURT'],
]

/** The large seed's 10,000 extra courts: numbered benches in every city, built without randomness. */
function bulkCourtSpecs(count: number): CourtSpec[] {
  const cities = INDIAN_STATES.flatMap((s) => s.cities.map((city) => [s.code, city] as const))
  const specs: CourtSpec[] = []
  for (let i = 0; i < count; i++) {
    const [code, city] = cities[i % cities.length]
    const round = Math.floor(i / cities.length)
    const [kind, type] = BULK_KINDS[round % BULK_KINDS.length]
    const n = Math.floor(round / BULK_KINDS.length) + 1
    specs.push([`${kind} ${n}, ${city}`, type, code, city, `DISTRICT COURT COMPLEX, ${city}`])
  }
  return specs
}

export const LARGE_EXTRA_COURTS = 10_000

export function generateCourtTypes(): CourtType[] {
  return COURT_TYPES.map((name) => ({ courtTypeCode: courtTypeCode(name), courtTypeName: name, createdBy: 'SYSTEM ADMINISTRATOR', modifiedBy: null }))
}

export function generateCourts(scale: Scale): Court[] {
  const specs = courtSpecs()
  if (scale === 'large') specs.push(...bulkCourtSpecs(LARGE_EXTRA_COURTS))
  return specs.map(([courtName, type, stateCode, courtLocation, courtAddress], i) => ({
    courtCode: i + 1,
    courtName,
    courtType: courtTypeCode(type),
    countryCode: stateCode.length === 2 ? 'IN' : stateCode === 'DXB' ? 'AE' : 'GB',
    stateCode,
    courtLocation,
    courtAddress,
  }))
}

/**
 * Case types belong to one court. Only the named courts get them (not the large seed's bulk
 * benches), which keeps the case-type list readable while every seeded case has a matching type.
 */
export function generateCaseTypes(courts: Court[]): { caseTypes: CaseType[]; templates: Map<number, CaseTypeTemplate> } {
  const caseTypes: CaseType[] = []
  const templates = new Map<number, CaseTypeTemplate>()
  const named = courts.filter((c) => !BULK_KINDS.some(([kind]) => c.courtName.startsWith(kind)))
  for (const court of named) {
    const typeName = COURT_TYPES[court.courtType - 1]
    for (const template of CASE_TYPES_BY_COURT_TYPE[typeName]) {
      const caseCode = caseTypes.length + 1
      caseTypes.push({ caseCode, caseType: template.name, countryCode: court.countryCode, stateCode: court.stateCode, courtCode: court.courtCode, status: 'A' })
      templates.set(caseCode, template)
    }
  }
  return { caseTypes, templates }
}

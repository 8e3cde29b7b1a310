import type { Country, State } from '../types'

interface StateInfo {
  code: string
  /** The state's code in GST (the first two digits of a GSTIN; CBIC's list of state codes). */
  gst: string
  /** A union territory without a legislature: its intra-state supplies bear UTGST, not SGST. */
  union?: true
  name: string
  /** Main cities, first = the seat of the district courts used most. */
  cities: string[]
  /** The high court or bench seated in the state: [name, location, address]; null when it sits elsewhere. */
  highCourt: [string, string, string] | null
}

/** India's 28 states and 8 union territories, with the codes used on vehicle plates and in CNRs. */
export const INDIAN_STATES: StateInfo[] = [
  { code: 'AN', gst: '35', union: true, name: 'ANDAMAN AND NICOBAR ISLANDS', cities: ['PORT BLAIR'], highCourt: ['CALCUTTA HIGH COURT, PORT BLAIR BENCH', 'PORT BLAIR', 'ABERDEEN BAZAR, PORT BLAIR 744101'] },
  { code: 'AP', gst: '37', name: 'ANDHRA PRADESH', cities: ['VISAKHAPATNAM', 'VIJAYAWADA', 'GUNTUR'], highCourt: ['HIGH COURT OF ANDHRA PRADESH', 'AMARAVATI', 'NELAPADU, AMARAVATI 522239'] },
  { code: 'AR', gst: '12', name: 'ARUNACHAL PRADESH', cities: ['ITANAGAR'], highCourt: ['GAUHATI HIGH COURT, ITANAGAR BENCH', 'NAHARLAGUN', 'NAHARLAGUN, PAPUM PARE 791110'] },
  { code: 'AS', gst: '18', name: 'ASSAM', cities: ['GUWAHATI', 'DIBRUGARH'], highCourt: ['GAUHATI HIGH COURT', 'GUWAHATI', 'MG ROAD, PAN BAZAR, GUWAHATI 781001'] },
  { code: 'BR', gst: '10', name: 'BIHAR', cities: ['PATNA', 'GAYA', 'MUZAFFARPUR'], highCourt: ['PATNA HIGH COURT', 'PATNA', 'BAILEY ROAD, PATNA 800001'] },
  { code: 'CH', gst: '04', union: true, name: 'CHANDIGARH', cities: ['CHANDIGARH'], highCourt: ['PUNJAB AND HARYANA HIGH COURT', 'CHANDIGARH', 'SECTOR 1, CHANDIGARH 160001'] },
  { code: 'CG', gst: '22', name: 'CHHATTISGARH', cities: ['RAIPUR', 'BILASPUR'], highCourt: ['HIGH COURT OF CHHATTISGARH', 'BILASPUR', 'BODRI, BILASPUR 495220'] },
  { code: 'DH', gst: '26', union: true, name: 'DADRA AND NAGAR HAVELI AND DAMAN AND DIU', cities: ['SILVASSA', 'DAMAN'], highCourt: null },
  { code: 'DL', gst: '07', name: 'DELHI', cities: ['NEW DELHI'], highCourt: ['DELHI HIGH COURT', 'NEW DELHI', 'SHER SHAH ROAD, NEW DELHI 110503'] },
  { code: 'GA', gst: '30', name: 'GOA', cities: ['PANAJI', 'MARGAO'], highCourt: ['BOMBAY HIGH COURT, GOA BENCH', 'PORVORIM', 'ALTO PORVORIM, BARDEZ, GOA 403521'] },
  { code: 'GJ', gst: '24', name: 'GUJARAT', cities: ['AHMEDABAD', 'SURAT', 'VADODARA', 'RAJKOT'], highCourt: ['GUJARAT HIGH COURT', 'AHMEDABAD', 'SOLA, AHMEDABAD 380060'] },
  { code: 'HR', gst: '06', name: 'HARYANA', cities: ['GURUGRAM', 'FARIDABAD', 'ROHTAK'], highCourt: null },
  { code: 'HP', gst: '02', name: 'HIMACHAL PRADESH', cities: ['SHIMLA', 'DHARAMSHALA'], highCourt: ['HIMACHAL PRADESH HIGH COURT', 'SHIMLA', 'RAVENSWOOD, SHIMLA 171001'] },
  { code: 'JK', gst: '01', name: 'JAMMU AND KASHMIR', cities: ['SRINAGAR', 'JAMMU'], highCourt: ['HIGH COURT OF J&K AND LADAKH', 'SRINAGAR', 'MUNAWARABAD, SRINAGAR 190001'] },
  { code: 'JH', gst: '20', name: 'JHARKHAND', cities: ['RANCHI', 'DHANBAD', 'JAMSHEDPUR'], highCourt: ['JHARKHAND HIGH COURT', 'RANCHI', 'DHURWA, RANCHI 834004'] },
  { code: 'KA', gst: '29', name: 'KARNATAKA', cities: ['BENGALURU', 'MYSURU', 'HUBBALLI', 'MANGALURU'], highCourt: ['KARNATAKA HIGH COURT', 'BENGALURU', 'AMBEDKAR VEEDHI, BENGALURU 560001'] },
  { code: 'KL', gst: '32', name: 'KERALA', cities: ['ERNAKULAM', 'THIRUVANANTHAPURAM', 'KOZHIKODE'], highCourt: ['KERALA HIGH COURT', 'KOCHI', 'MARINE DRIVE, ERNAKULAM 682031'] },
  { code: 'LA', gst: '38', union: true, name: 'LADAKH', cities: ['LEH', 'KARGIL'], highCourt: null },
  { code: 'LD', gst: '31', union: true, name: 'LAKSHADWEEP', cities: ['KAVARATTI'], highCourt: null },
  { code: 'MP', gst: '23', name: 'MADHYA PRADESH', cities: ['BHOPAL', 'INDORE', 'GWALIOR', 'JABALPUR'], highCourt: ['MADHYA PRADESH HIGH COURT', 'JABALPUR', 'SOUTH CIVIL LINES, JABALPUR 482001'] },
  { code: 'MH', gst: '27', name: 'MAHARASHTRA', cities: ['MUMBAI', 'PUNE', 'THANE', 'NAGPUR', 'NASHIK', 'AURANGABAD'], highCourt: ['BOMBAY HIGH COURT', 'MUMBAI', 'FORT, MUMBAI 400032'] },
  { code: 'MN', gst: '14', name: 'MANIPUR', cities: ['IMPHAL'], highCourt: ['MANIPUR HIGH COURT', 'IMPHAL', 'CHINGMEIRONG, IMPHAL 795005'] },
  { code: 'ML', gst: '17', name: 'MEGHALAYA', cities: ['SHILLONG'], highCourt: ['MEGHALAYA HIGH COURT', 'SHILLONG', 'LUMSOHPETBNENG, SHILLONG 793001'] },
  { code: 'MZ', gst: '15', name: 'MIZORAM', cities: ['AIZAWL'], highCourt: ['GAUHATI HIGH COURT, AIZAWL BENCH', 'AIZAWL', 'KHATLA, AIZAWL 796001'] },
  { code: 'NL', gst: '13', name: 'NAGALAND', cities: ['KOHIMA', 'DIMAPUR'], highCourt: ['GAUHATI HIGH COURT, KOHIMA BENCH', 'KOHIMA', 'HIGH COURT COLONY, KOHIMA 797001'] },
  { code: 'OD', gst: '21', name: 'ODISHA', cities: ['BHUBANESWAR', 'CUTTACK'], highCourt: ['ORISSA HIGH COURT', 'CUTTACK', 'CHANDNI CHOWK, CUTTACK 753002'] },
  { code: 'PB', gst: '03', name: 'PUNJAB', cities: ['LUDHIANA', 'AMRITSAR', 'JALANDHAR'], highCourt: null },
  { code: 'PY', gst: '34', name: 'PUDUCHERRY', cities: ['PUDUCHERRY'], highCourt: null },
  { code: 'RJ', gst: '08', name: 'RAJASTHAN', cities: ['JAIPUR', 'JODHPUR', 'UDAIPUR'], highCourt: ['RAJASTHAN HIGH COURT', 'JODHPUR', 'JHALAMAND CIRCLE, JODHPUR 342001'] },
  { code: 'SK', gst: '11', name: 'SIKKIM', cities: ['GANGTOK'], highCourt: ['SIKKIM HIGH COURT', 'GANGTOK', 'SICHEY, GANGTOK 737101'] },
  { code: 'TN', gst: '33', name: 'TAMIL NADU', cities: ['CHENNAI', 'COIMBATORE', 'MADURAI'], highCourt: ['MADRAS HIGH COURT', 'CHENNAI', 'PARRYS CORNER, CHENNAI 600104'] },
  { code: 'TG', gst: '36', name: 'TELANGANA', cities: ['HYDERABAD', 'WARANGAL'], highCourt: ['TELANGANA HIGH COURT', 'HYDERABAD', 'NAYAPUL, HYDERABAD 500066'] },
  { code: 'TR', gst: '16', name: 'TRIPURA', cities: ['AGARTALA'], highCourt: ['TRIPURA HIGH COURT', 'AGARTALA', 'KUNJABAN, AGARTALA 799006'] },
  { code: 'UP', gst: '09', name: 'UTTAR PRADESH', cities: ['LUCKNOW', 'KANPUR', 'VARANASI', 'NOIDA'], highCourt: ['ALLAHABAD HIGH COURT', 'PRAYAGRAJ', 'KANPUR ROAD, PRAYAGRAJ 211001'] },
  { code: 'UK', gst: '05', name: 'UTTARAKHAND', cities: ['DEHRADUN', 'HALDWANI'], highCourt: ['UTTARAKHAND HIGH COURT', 'NAINITAL', 'MALLITAL, NAINITAL 263001'] },
  { code: 'WB', gst: '19', name: 'WEST BENGAL', cities: ['KOLKATA', 'HOWRAH', 'SILIGURI'], highCourt: ['CALCUTTA HIGH COURT', 'KOLKATA', 'ESPLANADE ROW WEST, KOLKATA 700001'] },
]

const OTHER_COUNTRIES: { code: string; name: string; states: [string, string][] }[] = [
  { code: 'AE', name: 'UNITED ARAB EMIRATES', states: [['DXB', 'DUBAI'], ['AUH', 'ABU DHABI'], ['SHJ', 'SHARJAH']] },
  { code: 'GB', name: 'UNITED KINGDOM', states: [['ENG', 'ENGLAND'], ['SCT', 'SCOTLAND'], ['WLS', 'WALES']] },
  { code: 'US', name: 'UNITED STATES', states: [['NY', 'NEW YORK'], ['CA', 'CALIFORNIA'], ['TX', 'TEXAS'], ['NJ', 'NEW JERSEY']] },
]

export function generateCountries(): Country[] {
  return [{ code: 'IN', name: 'INDIA' }, ...OTHER_COUNTRIES].map((c, i) => ({ countryId: i + 1, countryCode: c.code, countryName: c.name }))
}

/** State codes are unique across countries, so a state code alone identifies a state. */
export function generateStates(): State[] {
  const rows: Omit<State, 'stateId'>[] = [
    ...INDIAN_STATES.map((s) => ({ stateCode: s.code, stateName: s.name, countryCode: 'IN' })),
    ...OTHER_COUNTRIES.flatMap((c) => c.states.map(([stateCode, stateName]) => ({ stateCode, stateName, countryCode: c.code }))),
  ]
  return rows.map((row, i) => ({ stateId: i + 1, ...row }))
}

export const stateInfo = (code: string): StateInfo | undefined => INDIAN_STATES.find((s) => s.code === code)
/** The state or union territory of a GST state code ('27' → Maharashtra). */
export const gstState = (gst: string): StateInfo | undefined => INDIAN_STATES.find((s) => s.gst === gst)

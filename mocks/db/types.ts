import type { components } from '../../src/api/schema.gen'
/**
 * Records kept by the mock provider. Field names follow the spec (§3 of each document).
 * Every table has a numeric primary key (see PRIMARY_KEYS); "encrypted" ids on the wire are
 * derived from it with ids.ts. Codes that the spec shows as short text (country 'IN', state 'MH',
 * litigation 'LT001') are kept beside the key and used as foreign keys where the spec does so.
 * Dates are plain calendar dates 'YYYY-MM-DD'; optional dates are null, optional text is ''.
 */

export type IsoDate = string
/** A: Active, S: Suspended (users, roles, case types, litigation types and details). */
export type ActiveStatus = 'A' | 'S'
export type UserRole = 'ADMIN' | 'ADVOCATE' | 'STAFF'
export type CaseStatus = 'ONGOING' | 'WON' | 'LOST' | 'CLOSED' | 'DISPOSED'
export type ClientType = 'INDIVIDUAL' | 'ORGANIZATION'
export type Gender = 'MALE' | 'FEMALE' | 'TRANSGENDER'
export type ReminderStatus = 'Open' | 'Close'
export type TransactionPaymentType = 'Cheque' | 'Cash' | 'NEFT'
export type ClientPaymentType = 'Cash' | 'Cheque'
export type CommandKey = 'ALT' | 'CTRL' | 'SHIFT'
export type JobType = 'Daily' | 'Weekly' | 'Monthly'
export type JobStatus = 'Active' | 'InActive'
export type WeekDay = 'Sunday' | 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday'
/** O Approved Online, S BySelf, P Pending Online, M Marketing Register. */
export type RegType = 'O' | 'S' | 'P' | 'M'
export type CaseNature =
  | 'CRIMINAL' | 'CIVIL' | 'COMPANY MATTER' | 'CONSUMER COMPLAINT' | 'REVENUE' | 'SERVICE' | 'ARBITRATION' | 'TAXATION'
export type Purpose = 'Admission' | 'Appearance' | 'Argument' | 'Charge/Issue' | 'Evidence' | 'Misc' | 'Rejoinder' | 'Reply'
export type Party = 'Accused' | 'Offender' | 'Defender' | 'Petitioner' | 'Plaintiff' | 'Respondents'
export type ClientLanguage = 'en' | 'hi' | 'mr'
export type MessageChannel = 'WHATSAPP' | 'SMS' | 'EMAIL'
export type MessageKind = 'OUTCOME' | 'REMINDER'
/** The client form's check boxes are sent as 'Yes' or empty. */
export type YesOrEmpty = 'Yes' | ''

export interface Country {
  countryId: number
  countryCode: string
  countryName: string
}

export interface State {
  stateId: number
  stateCode: string
  stateName: string
  countryCode: string
}

export interface CourtType {
  courtTypeCode: number
  courtTypeName: string
  createdBy: string
  modifiedBy: string | null
}

export interface Court {
  courtCode: number
  courtName: string
  courtType: number
  countryCode: string
  stateCode: string
  courtLocation: string
  courtAddress: string
}

export interface CaseType {
  caseCode: number
  caseType: string
  countryCode: string
  stateCode: string
  courtCode: number
  status: ActiveStatus
}

export interface LitigationType {
  litigationId: number
  litigationCode: string
  litigationName: string
  activeStatus: ActiveStatus
}

export interface LitigationTypeDetail {
  litigationTypeDetailId: number
  litigationCode: string
  subLitigationCode: string
  litigationTypeDetailName: string
  activeStatus: ActiveStatus
}

export interface Shortcut {
  commandKey: CommandKey
  /** One character: A-Z or 1-9. */
  key: string
}

export interface MenuItem {
  /** The tree id. */
  childId: number
  /** 0 for a top-level item (a menu header). */
  parentId: number
  menuName: string
  menuItemPageURL: string
  /** null: the client's default icon (a pie chart). */
  menuItemIcon: string | null
  /** Order among siblings. */
  menuLevel: number
  description: string
  shortcut: Shortcut | null
  /** The name in Hindi and Marathi (issue 22); dropped when the English name is edited. */
  menuNames?: { hi: string; mr: string }
}

export interface Role {
  roleId: number
  roleName: string
  status: ActiveStatus
  treeIds: number[]
}

export interface Advocate {
  advocateCode: number
  advocateName: string
  chamberNo: string
  practiceSince: string
  contactPerson: string
  needSEO: 'Y' | 'N'
  countryCode: string
  stateCode: string
  email: string
  mobileNo: string
  landlineNo: string
  advocateAddress1: string
  advocateAddress2: string
  advocateAddress3: string
  clientProfile: string
  noOfUsers: number
  gstNo: string
  advocatePortalUrl: string
  /** Copied from the latest licence transaction. */
  startDate: IsoDate | null
  expiryDate: IsoDate | null
  advocatePicFileURL: string | null
  /** E-mail or mobile changes waiting for their confirmation link (see ContactChange). */
  contactChanges?: ContactChange[]
}

/** A licence invoice. */
export interface AdvocateTransaction {
  transactionId: number
  advocateCode: number
  roleId: number
  invoiceNo: string
  invoiceDate: IsoDate
  startDate: IsoDate
  expiryDate: IsoDate
  paymentType: TransactionPaymentType
  /** '' for Cash. */
  paymentNo: string
  qty: number
  hsnCode: string
  billingAmount: number
  gstPercent: number
  gstAmount: number
  /** qty × billingAmount + gstAmount. */
  totalAmount: number
  addUser: string
}

export interface AdvocateDealing {
  advocateDealingId: number
  advocateCode: number
  litigationCode: string
  subLitigationCode: string
}

export interface SecurityUser {
  userId: number
  /** null for the platform administrator. */
  advocateCode: number | null
  userName: string
  loginId: string
  email: string
  mobileNo: string
  password: string
  roles: UserRole[]
  status: ActiveStatus
  userAddress1: string
  userAddress2: string
  countryCode: string
  stateCode: string
  /** Menu access; always includes the ancestors of every granted item. */
  treeIds: number[]
  /**
   * The one live password-reset link: a random id (never derived from the user id), void after
   * its use, at `expiresAt`, or when a newer one is issued. Absent when none was asked for.
   */
  passwordReset?: { id: string; expiresAt: string } | null
  /** E-mail or mobile changes waiting for their confirmation link; the address above stays until then. */
  contactChanges?: ContactChange[]
  /** The language the user last chose (issue 22); absent when never chosen. */
  language?: 'en' | 'hi' | 'mr'
}

/**
 * A new e-mail address or mobile number sent to its owner to confirm: `id` is the random single-use id of the
 * mailed link (`/validate-advocate/{id}/{value}`); until it is opened the old address stays in force.
 */
export interface ContactChange {
  id: string
  field: 'email' | 'mobileNo'
  value: string
  expiresAt: string
}

export interface Client {
  clientCode: number
  advocateCode: number
  clientName: string
  clientType: ClientType
  /** null for ORGANIZATION. */
  gender: Gender | null
  contactPerson: string
  clientAddress1: string
  clientAddress2: string
  clientAddress3: string
  pinCode: string
  countryCode: string
  stateCode: string
  emailId: string
  mobileNo: string
  landLineOffice: string
  landLineNo: string
  occupation: string
  sendSMS: YesOrEmpty
  sendMail: YesOrEmpty
  sendWhatsapp: YesOrEmpty
  /** The language the practice writes to the client in (issue 25); 'en' by default. */
  preferredLanguage: ClientLanguage
}

export interface Case {
  caseId: number
  advocateCode: number
  clientCode: number
  clientCaseNo: string
  caseTitle: string
  /** The case type (CaseType.caseCode). */
  caseCode: number
  caseNature: CaseNature
  underSection: string
  /** CNR: 4 letters + 12 digits, or null when not known. */
  caseRecordNo: string | null
  caseFilingYear: string
  diaryNumber: string
  firNo: string
  firDate: IsoDate | null
  firYear: string
  policeStation: string
  /** CourtType.courtTypeCode of the court. */
  courtType: number
  courtCode: number
  courtNo: string
  judgeName: string
  countryCode: string
  stateCode: string
  caseRegisterDate: IsoDate
  filingNo: string
  filingDate: IsoDate | null
  fileNo: string
  roomNo: string
  almirah: string
  rack: string
  fileDescription: string
  purpose: Purpose
  party: Party
  caseStatus: CaseStatus
  /** For a decided case: the date of its last hearing. */
  nextHearingDate: IsoDate
  previousHearingDate: IsoDate | null
  attendantAdvocateName: string
  oppAdvName: string
  oppAdvMob: string
  consultingFees: number
  petitionerName: string
  respondentName: string
  petitionerAdvocate: string
  respondentAdvocate: string
}

/** One past hearing of a case, as recorded by the next-date screen. */
export interface Hearing {
  hearingId: number
  caseId: number
  hearingDate: IsoDate
  courtCode: number
  courtNo: string
  judgeName: string
  purpose: Purpose
  caseStatus: CaseStatus
  advocateComment: string
  clientComment: string
}

export interface ActionDetail {
  actionDetailId: number
  advocateCode: number
  clientCode: number
  caseId: number
  /** The case's clientCaseNo, as the spec's rows carry it. */
  caseNo: string
  date: IsoDate
  reminderDays: number
  actionItem: string
  reminderStatus: ReminderStatus
  createdBy: string
  modifiedBy: string | null
}

export interface ClientPayment {
  clientPaymentId: number
  clientCode: number
  caseId: number
  /** The case's clientCaseNo. */
  caseNo: string
  paymentType: ClientPaymentType
  /** Cheque number; '' for Cash. */
  paymentNo: string
  chequeDate: IsoDate | null
  paymentDate: IsoDate
  amount: number
}

export interface SchedulerJob {
  jobId: number
  jobName: string
  jobType: JobType
  /** Only for Weekly. */
  weekDay: WeekDay | ''
  /** Only for Monthly: 1-31. */
  monthDate: number | null
  /** 'HH:mm', 24-hour. */
  triggerTime: string
  status: JobStatus
}

export interface EmailSetting {
  emailSettingId: number
  emailTitle: string
  fromEmail: string
  emailPassword: string
  bccEmail: string
  provider: string
  port: number
  host: string
}

export interface Subscription {
  subscriptionId: number
  advocateCode: number
  startDate: IsoDate
  expiryDate: IsoDate
  totalAmount: number
}

export interface CustomerInquiry {
  inquiryId: number
  countryCode: string
  /** The list shows stateName: join on states. */
  stateCode: string
  advocateName: string
  mobileNo: string
  email: string
  regType: RegType
  totalAmount: number
}

/** A message to a client that a user prepared in WhatsApp, the SMS app or the mail program; nothing is sent by the provider. */
/** A cause list the practice pasted or dropped as a PDF (issue 24): its printed entries, matched when read. */
export interface PastedCauseList {
  listId: number
  advocateCode: number
  listDate: IsoDate
  courtName: string
  source: 'PASTE' | 'PDF'
  /** ISO timestamp. */
  receivedAt: string
  entries: components['schemas']['PrintedCauseListEntry'][]
}

/** An import row's key the provider has taken (issue 26): the same key never creates a record twice. */
export interface ImportKey {
  importKeyId: number
  advocateCode: number
  key: string
  /** What the row did when first taken. */
  message: string
}

/** A user's answer to an uncertain match, applied to every list that prints the same case. */
export interface CauseListDecision {
  decisionId: number
  advocateCode: number
  entryKey: string
  caseId: number
  decision: 'CONFIRMED' | 'REJECTED'
}

export interface ClientMessage {
  clientMessageId: number
  caseId: number
  advocateCode: number
  /** The case's next hearing date when the message was prepared: the hearing it told the client of. */
  hearingDate: IsoDate | null
  channel: MessageChannel
  recipient: string
  language: ClientLanguage
  /** A full ISO timestamp. */
  at: string
  userName: string
}

/** A practice's own template of one kind and language; a missing one is the default. */
export interface MessageTemplate {
  messageTemplateId: number
  advocateCode: number
  kind: MessageKind
  language: ClientLanguage
  text: string
}

/** What happened to a case (the contract's TimelineKind). */
export type TimelineKind =
  | 'REGISTERED' | 'HEARING' | 'NEXT_DATE_CHANGED' | 'FILE_MOVED' | 'PAYMENT' | 'ACTION_OPENED' | 'ACTION_CLOSED' | 'MESSAGE' | 'DOCUMENT' | 'CASE_CHANGED'
/** The screen a change came from (the contract's TimelineSource). */
export type TimelineSource =
  | 'CASE_REGISTRATION' | 'CASE_NEXT_DATE' | 'COURT_DAY_OUTBOX' | 'FILE_PLACEMENT' | 'CLIENT_PAYMENT' | 'ACTIONS' | 'DASHBOARD' | 'CLIENT_MESSAGE' | 'RECORD'

/** One change to a case, as the provider recorded it when it made it (mocks/timeline). */
export interface JournalEntry {
  journalId: number
  caseId: number
  kind: TimelineKind
  /** A full ISO timestamp. */
  at: string
  userName: string
  source: TimelineSource
  summary: string
  details: { label: string; from: string | null; to: string | null }[]
  /** The row the change made or changed ('hearings:12'), so history read from the record does not repeat it. */
  ref: string | null
}

export interface Session {
  sessionId: number
  token: string
  userId: number
  /** A full ISO timestamp (not a calendar date); slides with use unless `remember`, never past `endsBy`. */
  expiresAt: string
  /** The absolute end (ISO) however much it is used: SESSION_MAX_MS, or the year of Remember me, from sign-in. */
  endsBy?: string
  /** Signed in with Remember me: a fixed year, not renewed. */
  remember?: boolean
}

export interface DbData {
  countries: Country[]
  states: State[]
  courtTypes: CourtType[]
  courts: Court[]
  caseTypes: CaseType[]
  litigationTypes: LitigationType[]
  litigationTypeDetails: LitigationTypeDetail[]
  menuItems: MenuItem[]
  roles: Role[]
  schedulerJobs: SchedulerJob[]
  /** Exactly one row. */
  emailSettings: EmailSetting[]
  advocates: Advocate[]
  advocateTransactions: AdvocateTransaction[]
  advocateDealings: AdvocateDealing[]
  subscriptions: Subscription[]
  users: SecurityUser[]
  clients: Client[]
  cases: Case[]
  hearings: Hearing[]
  actionDetails: ActionDetail[]
  clientPayments: ClientPayment[]
  customerInquiries: CustomerInquiry[]
  clientMessages: ClientMessage[]
  causeLists: PastedCauseList[]
  causeListDecisions: CauseListDecision[]
  importKeys: ImportKey[]
  messageTemplates: MessageTemplate[]
  /** Every change the provider made to a case, with its user (the case's timeline). */
  caseJournal: JournalEntry[]
  sessions: Session[]
}

export type TableName = keyof DbData
export type Row<T extends TableName> = DbData[T][number]

export type Scale = 'normal' | 'large'

export interface SeedOptions {
  /** The day the data is built around, 'YYYY-MM-DD'. */
  today: IsoDate
  scale?: Scale
  seed?: number
}

/** The languages a client may prefer; English is the default of every client. */
export const LANGUAGES = ['en', 'hi', 'mr'] as const
export type Language = (typeof LANGUAGES)[number]
export const LANGUAGE_NAME: Record<Language, string> = { en: 'English', hi: 'हिन्दी (Hindi)', mr: 'मराठी (Marathi)' }

/** After a hearing (its outcome and the next date), or the day before one (a reminder). */
export const MESSAGE_KINDS = ['OUTCOME', 'REMINDER'] as const
export type MessageKind = (typeof MESSAGE_KINDS)[number]
export const KIND_NAME: Record<MessageKind, string> = { OUTCOME: 'After the hearing', REMINDER: 'Day before the hearing' }

export const PLACEHOLDERS = ['clientName', 'caseNo', 'title', 'court', 'courtRoom', 'outcome', 'nextDate', 'purpose'] as const
export type Placeholder = (typeof PLACEHOLDERS)[number]
export const PLACEHOLDER_HINT: Record<Placeholder, string> = {
  clientName: "the client's name",
  caseNo: 'the case number',
  title: "the case's title",
  court: 'the court',
  courtRoom: 'the court room',
  outcome: "the hearing's outcome",
  nextDate: 'the next date (DD-MM-YYYY)',
  purpose: 'the purpose of the next date',
}

/** A template may hold at most this many characters (a WhatsApp message is far longer; ten SMS parts are not). */
export const TEMPLATE_MAX = 1000

/*
 * Every value that may be missing sits on a line of its own, so a missing one drops only its line
 * (see render.ts). Written as an advocate's office writes to a client: plain, courteous, the court's words.
 */
export const DEFAULT_TEMPLATES: Record<MessageKind, Record<Language, string>> = {
  OUTCOME: {
    en: `Dear {clientName},
An update on your case from our office.
Case No.: {caseNo}
Title: {title}
Court: {court}
Court room: {courtRoom}
Today's outcome: {outcome}
Next date: {nextDate}
Purpose: {purpose}
Please call the office if you have any question.
Regards,
Advocate's office`,
    hi: `आदरणीय {clientName} जी,
आपके मामले की आज की सुनवाई की जानकारी:
मामला क्रमांक: {caseNo}
शीर्षक: {title}
न्यायालय: {court}
कोर्ट रूम: {courtRoom}
आज की कार्यवाही: {outcome}
अगली पेशी की तारीख: {nextDate}
प्रयोजन: {purpose}
कोई प्रश्न हो तो कृपया कार्यालय से संपर्क करें।
धन्यवाद,
अधिवक्ता कार्यालय`,
    mr: `आदरणीय {clientName},
आपल्या प्रकरणाच्या आजच्या सुनावणीची माहिती:
प्रकरण क्रमांक: {caseNo}
शीर्षक: {title}
न्यायालय: {court}
कोर्ट रूम: {courtRoom}
आजचे कामकाज: {outcome}
पुढील तारीख: {nextDate}
कारण: {purpose}
काही शंका असल्यास कृपया कार्यालयाशी संपर्क साधावा.
धन्यवाद,
वकील कार्यालय`,
  },
  REMINDER: {
    en: `Dear {clientName},
A reminder from our office: your case is listed on {nextDate}.
Case No.: {caseNo}
Title: {title}
Court: {court}
Court room: {courtRoom}
Purpose: {purpose}
Please be in court on time with your documents.
Regards,
Advocate's office`,
    hi: `आदरणीय {clientName} जी,
स्मरण: आपके मामले की पेशी {nextDate} को है।
मामला क्रमांक: {caseNo}
शीर्षक: {title}
न्यायालय: {court}
कोर्ट रूम: {courtRoom}
प्रयोजन: {purpose}
कृपया आवश्यक कागज़ात के साथ समय पर न्यायालय में उपस्थित रहें।
धन्यवाद,
अधिवक्ता कार्यालय`,
    mr: `आदरणीय {clientName},
आठवण: आपल्या प्रकरणाची पुढील तारीख {nextDate} रोजी आहे.
प्रकरण क्रमांक: {caseNo}
शीर्षक: {title}
न्यायालय: {court}
कोर्ट रूम: {courtRoom}
कारण: {purpose}
कृपया आवश्यक कागदपत्रांसह वेळेवर न्यायालयात उपस्थित राहावे.
धन्यवाद,
वकील कार्यालय`,
  },
}

/** The court day's outcomes and the spec's purposes, in the client's language (English stays as recorded). */
const WORDS: Record<Exclude<Language, 'en'>, Record<string, string>> = {
  hi: {
    ADJOURNED: 'तारीख आगे बढ़ाई गई (स्थगित)',
    'PART-HEARD': 'आंशिक सुनवाई हुई, अगली तारीख पर जारी रहेगी',
    DISPOSED: 'मामले का निपटारा हो गया',
    ADMISSION: 'ग्रहण (Admission)',
    APPEARANCE: 'हाज़िरी (Appearance)',
    ARGUMENT: 'बहस (Argument)',
    'CHARGE/ISSUE': 'आरोप/मुद्दे तय करना (Charge/Issue)',
    EVIDENCE: 'गवाही (Evidence)',
    MISC: 'विविध (Misc)',
    REJOINDER: 'प्रत्युत्तर (Rejoinder)',
    REPLY: 'जवाब (Reply)',
  },
  mr: {
    ADJOURNED: 'सुनावणी पुढे ढकलली (तहकूब)',
    'PART-HEARD': 'अंशतः सुनावणी झाली, पुढील तारखेस चालू राहील',
    DISPOSED: 'प्रकरण निकाली निघाले',
    ADMISSION: 'दाखल (Admission)',
    APPEARANCE: 'हजेरी (Appearance)',
    ARGUMENT: 'युक्तिवाद (Argument)',
    'CHARGE/ISSUE': 'दोषारोप/मुद्दे निश्चिती (Charge/Issue)',
    EVIDENCE: 'पुरावा (Evidence)',
    MISC: 'इतर (Misc)',
    REJOINDER: 'प्रत्युत्तर (Rejoinder)',
    REPLY: 'म्हणणे (Reply)',
  },
}

/** An outcome or purpose in the client's language; anything else (a note, a free text) as it was written. */
export function inLanguage(value: string | undefined | null, language: Language): string {
  const text = (value ?? '').trim()
  if (!text || language === 'en') return text
  const words = WORDS[language]
  // The court day writes an outcome with its note: 'ADJOURNED: CLIENT ABSENT'.
  const [, head, rest] = /^([^:]+):\s*(.*)$/s.exec(text) ?? []
  if (head && words[head.trim().toUpperCase()]) return `${words[head.trim().toUpperCase()]}: ${rest}`
  return words[text.toUpperCase()] ?? text
}

export type MessageValues = Partial<Record<Placeholder, string | null | undefined>>

const TOKEN = /\{([^{}]*)\}/g
const KNOWN = new Set<string>(PLACEHOLDERS)

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== ''

/**
 * The message a template makes. A line with a placeholder whose value is missing is dropped whole,
 * so the client never reads "Court room: " or "undefined"; blank lines left behind collapse to one.
 */
export function renderMessage(template: string, values: MessageValues): string {
  const lines: string[] = []
  for (const line of template.replace(/\r\n?/g, '\n').split('\n')) {
    let missing = false
    const filled = line.replace(TOKEN, (token, name: string) => {
      if (!KNOWN.has(name)) return token
      const value = values[name as Placeholder]
      if (!present(value)) missing = true
      return present(value) ? value.trim() : ''
    })
    if (missing) continue
    const text = filled.trimEnd()
    if (text === '' && (lines.length === 0 || lines[lines.length - 1] === '')) continue
    lines.push(text)
  }
  while (lines.length && lines[lines.length - 1] === '') lines.pop()
  return lines.join('\n')
}

export const TEMPLATE_MESSAGES = {
  empty: 'The template cannot be empty.',
  tooLong: `The template can have at most ${TEMPLATE_MAX} characters.`,
  unknown: (names: string[]) =>
    `Unknown placeholder${names.length > 1 ? 's' : ''} ${names.map((n) => `{${n}}`).join(', ')}. Use only ${PLACEHOLDERS.map((p) => `{${p}}`).join(' ')}.`,
}

/** What is wrong with a template, in the words the settings screen shows; none when it can be saved. */
export function templateProblems(template: string): string[] {
  if (template.trim() === '') return [TEMPLATE_MESSAGES.empty]
  const problems: string[] = []
  if (template.length > TEMPLATE_MAX) problems.push(TEMPLATE_MESSAGES.tooLong)
  const unknown = [...new Set([...template.matchAll(TOKEN)].map((m) => m[1]!).filter((n) => !KNOWN.has(n)))]
  if (unknown.length) problems.push(TEMPLATE_MESSAGES.unknown(unknown))
  return problems
}

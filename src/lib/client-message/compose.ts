import { displayDate } from '../dates'
import { inLanguage, renderMessage, type Language, type MessageKind, type MessageValues } from './templates'

/** What is known of a hearing when the client is told; dates as the provider sends them (YYYY-MM-DD). */
export interface HearingFacts {
  clientName?: string | null
  caseNo?: string | null
  title?: string | null
  court?: string | null
  courtRoom?: string | null
  outcome?: string | null
  nextDate?: string | null
  purpose?: string | null
}

/** The placeholders' values in the client's language: dates DD-MM-YYYY, outcome and purpose in the court's words. */
export function messageValues(facts: HearingFacts, language: Language): MessageValues {
  return {
    clientName: facts.clientName,
    caseNo: facts.caseNo,
    title: facts.title,
    court: facts.court,
    courtRoom: facts.courtRoom,
    outcome: inLanguage(facts.outcome, language),
    nextDate: facts.nextDate ? displayDate(facts.nextDate) : '',
    purpose: inLanguage(facts.purpose, language),
  }
}

const SUBJECT: Record<MessageKind, Record<Language, string>> = {
  OUTCOME: { en: 'Your case {caseNo}: today\'s hearing', hi: 'आपका मामला {caseNo}: आज की सुनवाई', mr: 'आपले प्रकरण {caseNo}: आजची सुनावणी' },
  REMINDER: { en: 'Your case {caseNo} is listed on {nextDate}', hi: 'आपका मामला {caseNo}: पेशी {nextDate} को', mr: 'आपले प्रकरण {caseNo}: तारीख {nextDate}' },
}

/** The e-mail's subject, in the client's language. */
export function messageSubject(kind: MessageKind, language: Language, values: MessageValues): string {
  return renderMessage(SUBJECT[kind][language], values) || renderMessage(SUBJECT[kind].en, values) || 'Your case'
}

import { defineTexts } from '@/i18n/texts'

/** Tell the client's words in English; texts.hi.ts and texts.mr.ts give them in Hindi and Marathi. */
export const TEXTS = {
  tell: {
    title: 'Tell the client',
    closeLabel: 'Close Tell the client',
    about: 'The message to the client of this case.',
    loading: 'Loading the message',
    failed: 'The message could not be prepared.',
    inLanguage: (language: string) => `in ${language}`,
    message: 'Message',
    parts: (characters: number, parts: number, encoding: string) => `${characters} characters · by SMS ${parts} ${parts === 1 ? 'part' : 'parts'} (${encoding})`,
    openIn: 'Open the message in',
    courtRoom: (room: string) => `, court room ${room}`,
    tellWho: (client: string, caseNo: string) => `Tell ${client} of ${caseNo}`,
    tell: 'Tell',
    prepared: (channel: string) => `Message prepared in ${channel}. Send it from there; the app cannot tell whether it arrives.`,
    preparedShort: (channel: string) => `Message prepared in ${channel}`,
    channels: { WHATSAPP: 'WhatsApp', SMS: 'SMS', EMAIL: 'E-mail' },
    allTold: 'Every client with a hearing on this day has been told.',
    noHearings: 'No hearings on this day.',
    tomorrow: "Tomorrow's clients",
    /** The next court day's, when it is not tomorrow (Monday's, on a Saturday). */
    clientsOf: (weekday: string) => `${weekday}'s clients`,
    toldOf: (told: number, total: number, date: string) => `${told} of ${total} told · ${date}`,
    loadingOf: (title: string) => `Loading ${title.toLowerCase()}`,
    failedOf: (title: string) => `${title} could not be loaded.`,
    notToldOf: (title: string) => `${title} not told yet`,
  },
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })

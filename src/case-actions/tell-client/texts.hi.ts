import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  tell: {
    title: 'पक्षकार को बताएँ',
    closeLabel: 'पक्षकार को बताना बंद करें',
    about: 'इस केस के पक्षकार को संदेश।',
    loading: 'संदेश लोड हो रहा है',
    failed: 'संदेश तैयार नहीं हो सका।',
    inLanguage: (language: string) => `${language} में`,
    message: 'संदेश',
    parts: (characters: number, parts: number, encoding: string) => `${characters} अक्षर · SMS के ${parts} भाग (${encoding})`,
    openIn: 'संदेश इसमें खोलें',
    courtRoom: (room: string) => `, कोर्ट कक्ष ${room}`,
    tellWho: (client: string, caseNo: string) => `${client} को ${caseNo} के बारे में बताएँ`,
    tell: 'बताएँ',
    prepared: (channel: string) => `संदेश ${channel} में तैयार है। वहीं से भेजें; संदेश पहुँचा या नहीं, यह ऐप नहीं जान सकता।`,
    preparedShort: (channel: string) => `संदेश ${channel} में तैयार है`,
    channels: { WHATSAPP: 'WhatsApp', SMS: 'SMS', EMAIL: 'ईमेल' },
    allTold: 'इस दिन जिन पक्षकारों की पेशी है, सबको बता दिया गया है।',
    noHearings: 'इस दिन कोई पेशी नहीं।',
    tomorrow: 'कल के पक्षकार',
    clientsOf: (weekday: string) => `${weekday} के पक्षकार`,
    toldOf: (told: number, total: number, date: string) => `${total} में से ${told} को बताया · ${date}`,
    loadingOf: (title: string) => `${title} लोड हो रहे हैं`,
    failedOf: (title: string) => `${title} लोड नहीं हो सके।`,
    notToldOf: (title: string) => `${title}, जिन्हें अभी नहीं बताया`,
  },
} satisfies Texts<typeof TEXTS>

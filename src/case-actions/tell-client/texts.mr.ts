import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  tell: {
    title: 'पक्षकाराला कळवा',
    closeLabel: 'पक्षकाराला कळवणे बंद करा',
    about: 'या केसच्या पक्षकाराला संदेश.',
    loading: 'संदेश लोड होत आहे',
    failed: 'संदेश तयार होऊ शकला नाही.',
    inLanguage: (language: string) => `${language} मध्ये`,
    message: 'संदेश',
    parts: (characters: number, parts: number, encoding: string) => `${characters} अक्षरे · SMS चे ${parts} भाग (${encoding})`,
    openIn: 'संदेश यात उघडा',
    courtRoom: (room: string) => `, कोर्ट खोली ${room}`,
    tellWho: (client: string, caseNo: string) => `${client} यांना ${caseNo} बद्दल कळवा`,
    tell: 'कळवा',
    prepared: (channel: string) => `संदेश ${channel} मध्ये तयार आहे. तिथूनच पाठवा; तो पोहोचला की नाही हे ॲपला कळू शकत नाही.`,
    preparedShort: (channel: string) => `संदेश ${channel} मध्ये तयार आहे`,
    channels: { WHATSAPP: 'WhatsApp', SMS: 'SMS', EMAIL: 'ईमेल' },
    allTold: 'या दिवशी सुनावणी असलेल्या सर्व पक्षकारांना कळवले आहे.',
    noHearings: 'या दिवशी एकही सुनावणी नाही.',
    tomorrow: 'उद्याचे पक्षकार',
    clientsOf: (weekday: string) => `${weekday}चे पक्षकार`,
    toldOf: (told: number, total: number, date: string) => `${total} पैकी ${told} जणांना कळवले · ${date}`,
    loadingOf: (title: string) => `${title} लोड होत आहेत`,
    failedOf: (title: string) => `${title} लोड होऊ शकले नाहीत.`,
    notToldOf: (title: string) => `${title}, ज्यांना अजून कळवले नाही`,
  },
} satisfies Texts<typeof TEXTS>

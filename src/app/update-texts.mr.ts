import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './update-texts'

export default {
  ready: 'Case Diary ची नवीन आवृत्ती तयार आहे',
  reload: 'पुन्हा लोड करा',
  notNow: 'आत्ता नको',
  later: 'नंतर',
  title: 'नवीन आवृत्तीसाठी पुन्हा लोड करायचे?',
  unsaved: 'या पानावरचे बदल जतन झालेले नाहीत: पुन्हा लोड केल्यास ते जातील.',
  unsent: (n: number) =>
    `${n === 1 ? 'सुनावणीचा 1 निकाल' : `सुनावणीचे ${n} निकाल`} पाठवायचे बाकी ${n === 1 ? 'आहे' : 'आहेत'}: ते याच डिव्हाइसवर राहतील आणि पुन्हा लोड झाल्यावर पाठवले जातील.`,
} satisfies Texts<typeof TEXTS>

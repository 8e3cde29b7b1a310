import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './update-texts'

export default {
  ready: 'Case Diary का नया संस्करण तैयार है',
  reload: 'फिर से लोड करें',
  notNow: 'अभी नहीं',
  later: 'बाद में',
  title: 'नए संस्करण के लिए फिर से लोड करें?',
  unsaved: 'इस पेज पर बदलाव सहेजे नहीं गए हैं: फिर से लोड करने पर वे मिट जाएँगे।',
  unsent: (n: number) =>
    `${n === 1 ? 'पेशी का 1 नतीजा' : `पेशी के ${n} नतीजे`} भेजे जाने बाकी ${n === 1 ? 'है' : 'हैं'}: ${n === 1 ? 'वह' : 'वे'} इसी डिवाइस पर रहेंगे और फिर से लोड होने के बाद भेजे जाएँगे।`,
} satisfies Texts<typeof TEXTS>

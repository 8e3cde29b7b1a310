import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'पक्षकारांना संदेश',
  chooseAdvocate: 'ज्या वकिलांचे संदेशाचे नमुने बदलायचे ते निवडा.',
  loading: 'संदेशाचे नमुने लोड होत आहेत',
  failed: 'संदेशाचे नमुने लोड होऊ शकले नाहीत.',
  advocate: 'वकील',
  select: 'निवडा',
  placeholders: 'रिकाम्या जागा (प्लेसहोल्डर)',
  placeholdersIntro: 'प्रत्येकाच्या जागी केसची माहिती भरली जाते; ज्या ओळीची माहिती नाही ती ओळ संदेशात येत नाही.',
  language: 'भाषा',
  preview: 'नमुना संदेश',
  previewWith: (caseNo: string) => `${caseNo} सह नमुना संदेश`,
  characters: (n: number, max: number) => `${max} पैकी ${n} अक्षरे`,
  bySms: (parts: number, encoding: string, length: number) => `SMS ने: ${parts} भाग (${encoding}, ${length} अक्षरे)`,
  saved: 'संदेशाचे नमुने सेव्ह झाले!',
  problems: { empty: 'नमुना रिकामा असू शकत नाही.', tooLong: 'नमुना जास्तीत जास्त 1000 अक्षरांचा असू शकतो.' },
} satisfies Texts<typeof TEXTS>

import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'पक्षकारों को संदेश',
  chooseAdvocate: 'वह वकील चुनें जिसके संदेश के नमूने बदलने हैं।',
  loading: 'संदेश के नमूने लोड हो रहे हैं',
  failed: 'संदेश के नमूने लोड नहीं हो सके।',
  advocate: 'वकील',
  select: 'चुनें',
  placeholders: 'खाली जगहें (प्लेसहोल्डर)',
  placeholdersIntro: 'हर एक की जगह केस की जानकारी भरी जाती है; जिस पंक्ति की जानकारी नहीं है, वह संदेश में नहीं जाती।',
  language: 'भाषा',
  preview: 'नमूना संदेश',
  previewWith: (caseNo: string) => `${caseNo} के साथ नमूना संदेश`,
  characters: (n: number, max: number) => `${max} में से ${n} अक्षर`,
  bySms: (parts: number, encoding: string, length: number) => `SMS से: ${parts} भाग (${encoding}, ${length} अक्षर)`,
  saved: 'संदेश के नमूने सेव हो गए!',
  problems: { empty: 'नमूना खाली नहीं हो सकता।', tooLong: 'नमूना अधिकतम 1000 अक्षर का हो सकता है।' },
} satisfies Texts<typeof TEXTS>

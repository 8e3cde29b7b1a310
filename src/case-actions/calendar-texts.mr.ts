import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './calendar-texts'

export default {
  calendar: {
    title: 'कॅलेंडरमध्ये जोडा',
    closeLabel: 'कॅलेंडरमध्ये जोडणे बंद करा',
    intro: 'या तारखांमधील सर्व सुनावण्या, फोन किंवा संगणकाच्या कॅलेंडरसाठी एका कॅलेंडर फाईलमध्ये (.ics): प्रत्येक सुनावणी पूर्ण दिवसाची एक नोंद. नवी फाईल आयात केल्यास आधीच्या सुनावण्या अद्ययावत होतात.',
    formLabel: 'कॅलेंडरमध्ये जोडायच्या सुनावण्या',
    preparing: 'तयार होत आहे…',
    download: '.ics डाउनलोड करा',
    saved: (count: number, fileName: string) => `${count} सुनावण्या ${fileName} मध्ये जतन केल्या`,
    addHearing: (caseNo: string, date: string) => `${caseNo} ची ${date} ची सुनावणी कॅलेंडरमध्ये जोडा`,
  },
} satisfies Texts<typeof TEXTS>

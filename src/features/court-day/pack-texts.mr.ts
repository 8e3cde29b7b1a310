import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './pack-texts'

export default {
  title: 'नेटवर्कशिवाय कोर्टाचा दिवस',
  keep: 'पुढचे दिवस या डिव्हाइसवर ठेवा',
  days: 'किती दिवस ठेवायचे',
  dayCount: (n: number) => (n === 1 ? 'फक्त आज' : `${n} दिवस`),
  kept: (days: number, size: string, at: string) => `ठेवले आहे: ${days} दिवसांच्या सुनावण्या, ${size}, ${at} ला वाचल्या.`,
  none: 'अजून काही ठेवलेले नाही: सर्व्हर उत्तर देईल तेव्हा सुनावण्या वाचल्या जातील.',
  why: 'सुनावण्या, पक्षकार, क्लायंटचे मोबाईल नंबर आणि फाइलींच्या जागा साइन आउट करेपर्यंत या डिव्हाइसवर राहतील.',
} satisfies Texts<typeof TEXTS>

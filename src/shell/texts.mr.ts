import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  toolbar: {
    label: 'नोंदीवरील कृती',
    new: 'नवीन',
    saving: 'जतन होत आहे…',
    exit: 'बाहेर पडा',
  },
  saveQuestion: 'तुम्हाला बदल जतन करायचे आहेत का?',
  draft: {
    title: 'जतन न केलेले बदल',
    question: 'तुम्ही येथे बदल करत असताना तुमचे सत्र संपले. जतन न केलेले बदल परत आणायचे?',
    restore: 'परत आणा',
  },
  noAdding: 'या पानावरून नवीन नोंदी जोडता येत नाहीत.',
  filterOf: (label: string) => `${label} फिल्टर करा`,
  export: {
    progress: (done: string, total: string) => `${total} पैकी ${done} ओळी काढल्या जात आहेत…`,
    done: (n: string, file: string) => `${n} ओळी ${file} मध्ये काढल्या.`,
    empty: 'काढण्यासाठी एकही ओळ नाही.',
    noAnswer: 'उत्तर मिळाले नाही',
    unreadable: 'सर्व्हरचे उत्तर वाचता आले नाही.',
  },
  report: {
    searchRecord: 'नोंद शोधा',
    preparing: 'तयार होत आहे…',
    filtersOf: (title: string) => `${title} फिल्टर`,
  },
  pdf: {
    failed: 'काहीतरी चुकले, कृपया पुन्हा प्रयत्न करा.',
    generateFailed: 'PDF तयार होऊ शकली नाही',
    downloadFailed: 'PDF डाउनलोड करताना अडचण आली',
  },
} satisfies Texts<typeof TEXTS>

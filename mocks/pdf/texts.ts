/**
 * The words of the report PDFs in Hindi and Marathi, keyed by the English the handlers write (they name each word
 * once, in English). Written for court clerks: the words a cause list, a diary and a receipt use in Indian courts.
 * Only the report's own words are translated; data (names, case titles, courts) stays as entered.
 */
import type { PdfLanguage } from './language'

export type { PdfLanguage }

type Words = Record<string, readonly [hi: string, mr: string]>

/** Whole texts: titles, headings, labels (before ': ') and fixed values. '{}' is a value put in. */
const WORDS: Words = {
  // Titles
  'Case Schedule': ['पेशी सूची', 'सुनावणी वेळापत्रक'],
  'Client Statement of Account': ['पक्षकार खाता विवरण', 'पक्षकार खाते उतारा'],
  'Customer Inquiry List': ['ग्राहक पूछताछ सूची', 'ग्राहक चौकशी यादी'],
  'Cash Collection Report': ['नकद वसूली रिपोर्ट', 'रोख वसुली अहवाल'],
  'Client List Report': ['पक्षकार सूची रिपोर्ट', 'पक्षकार यादी अहवाल'],
  'Case List Report': ['केस सूची रिपोर्ट', 'केस यादी अहवाल'],
  'Case List Diary': ['केस सूची डायरी', 'केस यादी डायरी'],
  'Case list Diary (Client Wise)': ['वाद सूची डायरी (पक्षकार अनुसार)', 'कॉज लिस्ट डायरी (पक्षकारनिहाय)'],
  'Pending Action Report': ['लंबित कार्य रिपोर्ट', 'प्रलंबित कार्यवाही अहवाल'],
  'Tax Invoice': ['कर बीजक', 'कर बीजक'],
  'Docket for {}': ['{} की पेशी डायरी', '{} ची सुनावणी डायरी'],
  // Headings and labels
  'S. No': ['क्र.', 'अ. क्र.'],
  'S. No.': ['क्र.', 'अ. क्र.'],
  Item: ['क्र.', 'अ. क्र.'],
  Advocate: ['अधिवक्ता', 'वकील'],
  'Advocate Name': ['अधिवक्ता का नाम', 'वकिलाचे नाव'],
  Client: ['पक्षकार', 'पक्षकार'],
  'Client Name': ['पक्षकार का नाम', 'पक्षकाराचे नाव'],
  'Client Type': ['पक्षकार प्रकार', 'पक्षकार प्रकार'],
  Clients: ['पक्षकार', 'पक्षकार'],
  Parties: ['पक्षकार', 'पक्षकार'],
  Party: ['पक्ष', 'पक्ष'],
  'Contact Person': ['संपर्क व्यक्ति', 'संपर्क व्यक्ती'],
  'Case No': ['वाद संख्या', 'केस क्रमांक'],
  'Case No.': ['वाद संख्या', 'केस क्रमांक'],
  'Client Case No': ['पक्षकार वाद संख्या', 'पक्षकार केस क्रमांक'],
  'Case Title': ['वाद शीर्षक', 'केसचे शीर्षक'],
  'Case Type': ['वाद प्रकार', 'केस प्रकार'],
  'Case Nature': ['वाद की प्रकृति', 'केसचे स्वरूप'],
  Cases: ['वाद', 'केसेस'],
  'Cases listed': ['सूचीबद्ध वाद', 'सूचीतील केसेस'],
  Court: ['न्यायालय', 'न्यायालय'],
  'Court Name': ['न्यायालय का नाम', 'न्यायालयाचे नाव'],
  'Court No': ['कोर्ट कक्ष सं.', 'कोर्ट हॉल क्र.'],
  'Judge Name': ['न्यायाधीश', 'न्यायाधीश'],
  Purpose: ['प्रयोजन', 'कारण'],
  'Next Date': ['अगली तारीख', 'पुढील तारीख'],
  'Previous Date': ['पिछली तारीख', 'मागील तारीख'],
  Date: ['तारीख', 'दिनांक'],
  'From Date': ['दिनांक से', 'दिनांकापासून'],
  'To Date': ['दिनांक तक', 'दिनांकापर्यंत'],
  'From {} to {}': ['{} से {} तक', '{} पासून {} पर्यंत'],
  Hearings: ['पेशियाँ', 'सुनावण्या'],
  'No. Of Hearing': ['पेशियों की संख्या', 'सुनावण्यांची संख्या'],
  'No. of Hearings': ['पेशियों की संख्या', 'सुनावण्यांची संख्या'],
  'Cause lists held': ['प्राप्त वाद सूचियाँ', 'मिळालेल्या कॉज लिस्ट'],
  'File place': ['फ़ाइल का स्थान', 'फाईलची जागा'],
  Note: ['टिप्पणी', 'टीप'],
  State: ['राज्य', 'राज्य'],
  'State Name': ['राज्य', 'राज्य'],
  Country: ['देश', 'देश'],
  Address: ['पता', 'पत्ता'],
  'Mobile No': ['मोबाइल नं.', 'मोबाईल क्र.'],
  'Mobile No.': ['मोबाइल नं.', 'मोबाईल क्र.'],
  Mobile: ['मोबाइल', 'मोबाईल'],
  'LandLine No': ['लैंडलाइन नं.', 'लँडलाईन क्र.'],
  'Email Id': ['ईमेल', 'ईमेल'],
  Email: ['ईमेल', 'ईमेल'],
  'Reg Type': ['पंजीकरण प्रकार', 'नोंदणी प्रकार'],
  Records: ['प्रविष्टियाँ', 'नोंदी'],
  'Report Type': ['रिपोर्ट प्रकार', 'अहवाल प्रकार'],
  Details: ['विस्तृत', 'तपशीलवार'],
  Summary: ['सारांश', 'सारांश'],
  Type: ['प्रकार', 'प्रकार'],
  Status: ['स्थिति', 'स्थिती'],
  All: ['सभी', 'सर्व'],
  Payments: ['भुगतान', 'रक्कम जमा'],
  'Payment Date': ['भुगतान तिथि', 'रक्कम जमा दिनांक'],
  'Payment Type': ['भुगतान का प्रकार', 'रक्कम जमा प्रकार'],
  Payment: ['भुगतान', 'रक्कम जमा'],
  'Payment Wise': ['भुगतान अनुसार', 'रक्कमनिहाय'],
  'Client Wise': ['पक्षकार अनुसार', 'पक्षकारनिहाय'],
  'Cheque No': ['चेक नं.', 'धनादेश क्र.'],
  Amount: ['राशि', 'रक्कम'],
  'Total Amount': ['कुल राशि', 'एकूण रक्कम'],
  Total: ['कुल', 'एकूण'],
  Balance: ['शेष', 'बाकी'],
  'Consulting Fees': ['परामर्श शुल्क', 'सल्ला शुल्क'],
  'Receive Amount': ['प्राप्त राशि', 'मिळालेली रक्कम'],
  'Action Item': ['कार्य', 'कार्यवाही'],
  Actions: ['कार्य', 'कार्यवाही'],
  'Reminder Days': ['स्मरण दिवस', 'स्मरण दिवस'],
  Open: ['खुला', 'प्रलंबित'],
  Close: ['बंद', 'बंद'],
  Description: ['विवरण', 'तपशील'],
  Qty: ['मात्रा', 'नग'],
  Rate: ['दर', 'दर'],
  'Taxable Value': ['कर योग्य मूल्य', 'करपात्र मूल्य'],
  'Invoice No': ['रसीद सं.', 'पावती क्र.'],
  'Invoice Date': ['रसीद की तारीख', 'पावती दिनांक'],
  'Amount in words': ['राशि शब्दों में', 'अक्षरी रक्कम'],
  'Original for Recipient': ['प्राप्तकर्ता हेतु मूल प्रति', 'प्राप्तकर्त्यासाठी मूळ प्रत'],
  Supplier: ['आपूर्तिकर्ता', 'पुरवठादार'],
  'Supplier GSTIN': ['आपूर्तिकर्ता GSTIN', 'पुरवठादार GSTIN'],
  Recipient: ['प्राप्तकर्ता', 'प्राप्तकर्ता'],
  'Recipient GSTIN': ['प्राप्तकर्ता GSTIN', 'प्राप्तकर्ता GSTIN'],
  'Not registered': ['पंजीकृत नहीं', 'नोंदणीकृत नाही'],
  'Place of Supply': ['आपूर्ति का स्थान', 'पुरवठ्याचे ठिकाण'],
  'Tax payable on reverse charge': ['रिवर्स चार्ज पर देय कर', 'रिव्हर्स चार्जवर देय कर'],
  No: ['नहीं', 'नाही'],
  // The lines every PDF carries
  'Page {} of {}': ['पृष्ठ {} / {}', 'पान {} / {}'],
  'For {}': ['कृते {}', 'करिता {}'],
  'Authorised Signatory': ['अधिकृत हस्ताक्षरकर्ता', 'अधिकृत स्वाक्षरीकर्ता'],
  'Some characters could not be shown in this PDF and are marked [?].': [
    'कुछ अक्षर इस PDF में नहीं दिखाए जा सके; उनकी जगह [?] है।',
    'काही अक्षरे या PDF मध्ये दाखवता आली नाहीत; त्यांच्या जागी [?] आहे.',
  ],
}

const TEMPLATES = Object.keys(WORDS)
  .filter((key) => key.includes('{}'))
  .map((key) => ({ key, pattern: new RegExp(`^${key.replace(/[.*+?^$()[\]\\|]/g, '\\$&').replace(/\{\}/g, '(.+?)')}$`) }))

export interface Texts {
  /** A report's own words in its language: a known text, 'Label: value' parts (three or more spaces apart), a template. */
  (text: string): string
}

export function texts(language: PdfLanguage = 'en'): Texts {
  const column: 0 | 1 | null = language === 'hi' ? 0 : language === 'mr' ? 1 : null
  const word = (text: string): string | undefined => (column === null ? undefined : WORDS[text]?.[column])
  const part = (text: string): string => {
    const known = word(text)
    if (known !== undefined) return known
    for (const { key, pattern } of TEMPLATES) {
      const found = pattern.exec(text)
      if (found) {
        let i = 1
        return word(key)!.replace(/\{\}/g, () => found[i++]!)
      }
    }
    const colon = text.indexOf(': ')
    if (colon > 0 && word(text.slice(0, colon)) !== undefined) {
      const value = text.slice(colon + 2)
      return `${word(text.slice(0, colon))}: ${word(value) ?? value}`
    }
    return text
  }
  return (text) => (column === null ? text : text.split(/(\s{3,})/).map((piece, i) => (i % 2 ? piece : part(piece))).join(''))
}

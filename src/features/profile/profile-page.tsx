import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { api } from '@/api/client'
import { multipartBody } from '@/api/multipart'
import { $api } from '@/api/query'
import { useDemoBridge } from '@/api/demo-bridge'
import { DigitsInput, SelectInput, TextInput, errorOf } from '@/components/form/form-fields'
import { PictureInput } from '@/components/form/picture-field'
import { LoadFailed } from '@/components/load-failed'
import { TextField } from '@/components/form/text-field'
import { auditName, useSessionStore } from '@/session/session-store'
import { useShellForm } from '@/shell/shell-form'
import { SingleFormPage } from '@/shell/single-form-page'
import { EMPTY, MAX, MESSAGES, RELOAD_MS, profileSchema, toForm, toPayload } from './schema'
import { VerifyField } from './verify-field'
import { useTexts } from './texts'
import { useCommon } from '@/components/texts'

function Card({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  const id = `profile-${name}`
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-md border border-slate-200 p-4 dark:border-slate-700">
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  )
}

/** The names of the advocate's country and state, for the read-only fields (the detail carries codes). */
function usePlaceNames(countryCode: string, stateCode: string) {
  const countries = $api.useQuery('post', '/country-list', { body: { pageNumber: 1, pageSize: 1000, isDropDown: true } }, { enabled: !!countryCode })
  const states = $api.useQuery('post', '/state-list', { body: { countryCode, isDropDown: true, pageSize: 1000 } }, { enabled: !!countryCode })
  const stateList = states.data?.data && (Array.isArray(states.data.data) ? states.data.data : states.data.data.stateList)
  return {
    country: countries.data?.data.countryList.find((c) => c.countryCode === countryCode)?.countryName ?? countryCode,
    state: stateList?.find((s) => s.stateCode === stateCode)?.stateName ?? stateCode,
  }
}

/** In dev and demo builds the verification mail is shown here, as no mail leaves the browser. */
function DemoMail({ to }: { to: string[] }) {
  const t = useTexts().demo
  const mail = useDemoBridge((s) => s.mail)
  if (!mail || !to.some((t) => t && t.toLowerCase() === mail.to.toLowerCase())) return null
  return (
    <section aria-label={t.mailbox} className="rounded-md border border-dashed border-slate-300 p-4 text-sm dark:border-slate-600">
      <p className="mb-1 font-semibold">{t.mailbox}</p>
      <p>
        {t.holds(mail.to)}{' '}
        <a href={mail.link} target="_blank" rel="noopener noreferrer" className="break-all underline">
          {t.confirm(mail.to)}
        </a>
      </p>
    </section>
  )
}

/** Spec 3 §2.11: the signed-in advocate's own profile, one tab of three cards and the picture. */
export function ProfilePage() {
  const t = useTexts()
  const c = useCommon()
  const seoOptions = [
    { value: 'Y', label: c.yes },
    { value: 'N', label: c.no },
  ]
  const code = useSessionStore((s) => s.session?.encryptedAdvocateCode ?? '')
  const query = $api.useQuery('post', '/view-advocate-detail', { body: { EncryptedAdvocateCode: code } }, { enabled: !!code })
  const detail = query.data?.data
  const loaded = useMemo(() => detail && toForm(detail), [detail])
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const shell = useShellForm({
    schema: profileSchema,
    empty: EMPTY,
    loaded,
    submit: async (values) => {
      await api.POST('/update-advocate-detail', { body: toPayload(values, code, auditName()), bodySerializer: multipartBody })
      return { message: MESSAGES.updated }
    },
    // Spec 3 §9: the page reloads 500 ms after a successful save.
    onSaved: () => (timer.current = setTimeout(() => void query.refetch(), RELOAD_MS)),
  })
  const errors = shell.form.formState.errors
  const places = usePlaceNames(loaded?.countryCode ?? '', loaded?.stateCode ?? '')

  // The provider changes the value only when the link mailed to it is opened: until then the field shows the
  // confirmed one again (VerifyField), the provider's message says where the link went, and the demo mailbox shows that mail.
  const [pending, setPending] = useState<string[]>([])
  const verified = (value: string) => {
    setPending((sent) => [...sent, value])
    void query.refetch()
  }

  return (
    <SingleFormPage title={t.title} shell={shell} tab={t.title}>
      {!code ? (
        <p>{t.noProfile}</p>
      ) : query.isError ? (
        // Nothing to edit: a form of empty fields saved over the profile would erase it.
        <LoadFailed text={t.failed} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className="space-y-6">
          <Card name="advocate-details" title={t.cards.advocate}>
            <TextInput name="advocateName" label={t.fields.advocateName} readOnly />
            <TextInput name="chamberNo" label={t.fields.chamberNo} maxLength={MAX.chamberNo} required />
            <DigitsInput name="practiceSince" label={t.fields.practiceSince} maxLength={4} hint={t.fields.yearHint} />
            <TextInput name="contactPerson" label={c.fields.contactPerson} maxLength={MAX.contactPerson} />
            <TextInput name="advocateAddress1" label={t.fields.address1} readOnly />
            <TextInput name="advocateAddress2" label={t.fields.address2} readOnly />
            <TextInput name="advocateAddress3" label={t.fields.address3} readOnly />
            <TextField label={t.fields.country} readOnly value={places.country} error={errorOf(errors, 'countryCode')} />
            <TextField label={t.fields.state} readOnly value={places.state} error={errorOf(errors, 'stateCode')} />
            <TextInput name="gstNo" label={c.fields.gstNo} maxLength={MAX.gst} />
            <div className="sm:col-span-2">
              <PictureInput name="picture" label={c.fields.picture} storedUrl={detail?.advocatePicFileURL} />
            </div>
          </Card>
          <Card name="communication-details" title={t.cards.communication}>
            <VerifyField name="email" label={t.fields.emailAddress} loaded={detail?.email ?? ''} advocateCode={code} onVerified={verified} />
            <VerifyField name="mobileNo" label={c.fields.mobileNo} loaded={detail?.mobileNo ?? ''} advocateCode={code} onVerified={verified} />
            <DigitsInput name="landlineNo" label={c.fields.landlineNo} maxLength={MAX.landline} />
            <TextInput name="advocatePortalUrl" label={t.fields.website} maxLength={MAX.website} autoCapitalize="off" hint={t.fields.websiteHint} />
            <div className="sm:col-span-2">
              <DemoMail to={[detail?.email ?? '', detail?.mobileNo ?? '', ...pending]} />
            </div>
          </Card>
          <Card name="others" title={t.cards.others}>
            <TextInput name="loginUserID" label={c.fields.loginId} readOnly />
            <SelectInput name="needSEO" label={t.fields.needSeo} options={seoOptions} />
            <TextInput name="startDate" label={c.fields.startDate} readOnly />
            <TextInput name="expiryDate" label={c.fields.expiryDate} readOnly />
            <div className="sm:col-span-2">
              <TextInput name="clientProfile" label={t.fields.about} maxLength={MAX.about} />
            </div>
          </Card>
        </div>
      )}
    </SingleFormPage>
  )
}

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

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = `profile-${title.toLowerCase().replaceAll(' ', '-')}`
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
  const mail = useDemoBridge((s) => s.mail)
  if (!mail || !to.some((t) => t && t.toLowerCase() === mail.to.toLowerCase())) return null
  return (
    <section aria-label="Demo mailbox" className="rounded-md border border-dashed border-slate-300 p-4 text-sm dark:border-slate-600">
      <p className="mb-1 font-semibold">Demo mailbox</p>
      <p>
        The message to <code>{mail.to}</code> holds this link:{' '}
        <a href={mail.link} target="_blank" rel="noopener noreferrer" className="break-all underline">
          Confirm {mail.to}
        </a>
      </p>
    </section>
  )
}

const SEO_OPTIONS = [
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
]

/** Spec 3 §2.11: the signed-in advocate's own profile, one tab of three cards and the picture. */
export function ProfilePage() {
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
    <SingleFormPage title="Profile" shell={shell} tab="Profile">
      {!code ? (
        <p>The administrator has no advocate profile.</p>
      ) : query.isError ? (
        // Nothing to edit: a form of empty fields saved over the profile would erase it.
        <LoadFailed text="The profile could not be loaded." error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className="space-y-6">
          <Card title="Advocate Details">
            <TextInput name="advocateName" label="Advocate Name" readOnly />
            <TextInput name="chamberNo" label="Chamber No" maxLength={MAX.chamberNo} required />
            <DigitsInput name="practiceSince" label="Practice Since" maxLength={4} hint="YYYY" />
            <TextInput name="contactPerson" label="Contact Person" maxLength={MAX.contactPerson} />
            <TextInput name="advocateAddress1" label="Address Line 1" readOnly />
            <TextInput name="advocateAddress2" label="Address Line 2" readOnly />
            <TextInput name="advocateAddress3" label="Address Line 3" readOnly />
            <TextField label="Country" readOnly value={places.country} error={errorOf(errors, 'countryCode')} />
            <TextField label="State" readOnly value={places.state} error={errorOf(errors, 'stateCode')} />
            <TextInput name="gstNo" label="GST No" maxLength={MAX.gst} />
            <div className="sm:col-span-2">
              <PictureInput name="picture" label="Picture" storedUrl={detail?.advocatePicFileURL} />
            </div>
          </Card>
          <Card title="Communication Details">
            <VerifyField name="email" label="Email Address" loaded={detail?.email ?? ''} advocateCode={code} onVerified={verified} />
            <VerifyField name="mobileNo" label="Mobile No" loaded={detail?.mobileNo ?? ''} advocateCode={code} onVerified={verified} />
            <DigitsInput name="landlineNo" label="Landline No" maxLength={MAX.landline} />
            <TextInput name="advocatePortalUrl" label="Website" maxLength={MAX.website} autoCapitalize="off" hint="http://, https:// or www." />
            <div className="sm:col-span-2">
              <DemoMail to={[detail?.email ?? '', detail?.mobileNo ?? '', ...pending]} />
            </div>
          </Card>
          <Card title="Others">
            <TextInput name="loginUserID" label="Login Id" readOnly />
            <SelectInput name="needSEO" label="Need SEO" options={SEO_OPTIONS} />
            <TextInput name="startDate" label="Start Date" readOnly />
            <TextInput name="expiryDate" label="Expiry Date" readOnly />
            <div className="sm:col-span-2">
              <TextInput name="clientProfile" label="About" maxLength={MAX.about} />
            </div>
          </Card>
        </div>
      )}
    </SingleFormPage>
  )
}

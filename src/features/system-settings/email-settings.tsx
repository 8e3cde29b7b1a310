import { useEffect, useMemo } from 'react'
import { api } from '@/api/client'
import { $api } from '@/api/query'
import { PasswordInput, TextInput } from '@/components/form/form-fields'
import { auditName, useSessionStore } from '@/session/session-store'
import { usePanelSave } from '@/shell/module-page'
import { ShellForm, useShellForm } from '@/shell/shell-form'
import { useTexts } from './texts'
import { EMPTY_EMAIL, MESSAGES, NAME_MAX, emailSchema, toEmailPayload, type EmailForm } from './schema'

/** Spec 3 §2.10: the Email tab of System settings, a form of its own saved by the toolbar's Save while the tab is shown. */
export function EmailSettings() {
  const session = useSessionStore((s) => s.session)
  const t = useTexts().email
  const query = $api.useQuery('post', '/view-email-setting-detail', {
    body: { LoginUserName: session?.loginUserName ?? '', EncryptedSecurityUserId: session?.encryptedSecurityUserId ?? '' },
  })
  const setting = query.data?.data
  const loaded = useMemo<EmailForm | undefined>(
    () =>
      setting && {
        emailTitle: setting.emailTitle,
        bccEmail: setting.bccEmail ?? '',
        provider: setting.provider ?? '',
        fromEmail: setting.fromEmail,
        port: String(setting.port),
        fromEmailPassword: setting.fromEmailPassword,
        host: setting.host,
      },
    [setting],
  )
  // Spec §8: an email-setting fetch failure is only logged, nothing is shown.
  useEffect(() => {
    if (query.error) console.error('Email settings could not be loaded:', query.error)
  }, [query.error])

  const shell = useShellForm({
    schema: emailSchema,
    empty: EMPTY_EMAIL,
    loaded,
    submit: async (values) => {
      await api.POST('/update-email-settings', {
        body: { ...toEmailPayload(values), encryptedEmailSettingId: setting?.encryptedEmailSettingId ?? '', modifyUser: auditName() },
      })
      return { message: MESSAGES.emailUpdated }
    },
  })
  usePanelSave({ save: () => void shell.save(), canSave: shell.dirty && !!setting, saving: shell.saving })

  return (
    <>
      <ShellForm shell={shell} label={t.form} className="card space-y-4 p-4 sm:p-6">
        <div className="grid max-w-3xl gap-4 sm:grid-cols-2">
          <TextInput name="emailTitle" label={t.title} maxLength={NAME_MAX} required />
          <TextInput name="bccEmail" label={t.bcc} type="email" maxLength={100} autoCapitalize="off" />
          <TextInput name="provider" label={t.provider} maxLength={NAME_MAX} />
          <TextInput name="fromEmail" label={t.from} type="email" maxLength={100} autoCapitalize="off" required />
          <TextInput name="port" label={t.port} inputMode="numeric" maxLength={5} required />
          <PasswordInput name="fromEmailPassword" label={t.password} autoComplete="off" required />
          <TextInput name="host" label={t.host} maxLength={100} autoCapitalize="off" required />
        </div>
      </ShellForm>
      {shell.dialogs}
    </>
  )
}

import { useEffect } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { SelectInput, TextInput } from '@/components/form/form-fields'
import { useCommon } from '@/components/texts'
import { useTexts } from './texts'
import { JOB_STATUSES, JOB_TYPES, NAME_MAX, WEEK_DAYS, type SchedulerForm } from './schema'

const options = <V extends string>(values: readonly V[], names: Readonly<Record<V, string>>) => values.map((value) => ({ value, label: names[value] }))

/**
 * Spec 3 §4: the type drives the other fields. Weekly enables the day and clears the date; Monthly
 * enables the date and clears the day; Daily disables and clears both. Only a change by the user clears
 * (loading a job does not).
 */
export function SchedulerFields() {
  const { control, watch, getValues, setValue } = useFormContext<SchedulerForm>()
  const jobType = useWatch({ control, name: 'jobType' })
  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (name !== 'jobType' || type !== 'change') return
      const next = getValues('jobType')
      if (next !== 'Weekly' && getValues('weekDay')) setValue('weekDay', '', { shouldDirty: true, shouldValidate: false })
      if (next !== 'Monthly' && getValues('monthDate')) setValue('monthDate', '', { shouldDirty: true, shouldValidate: false })
    })
    return () => subscription.unsubscribe()
  }, [watch, getValues, setValue])
  const t = useTexts().scheduler
  const c = useCommon()

  return (
    <div className="grid max-w-3xl gap-4 sm:grid-cols-2">
      <TextInput name="jobName" label={t.jobName} maxLength={NAME_MAX} required />
      <SelectInput name="jobType" label={t.type} options={options(JOB_TYPES, t.jobTypes)} placeholder={t.selectType} required />
      <SelectInput name="weekDay" label={t.weekDay} options={options(WEEK_DAYS, t.weekDays)} placeholder={t.selectDay} disabled={jobType !== 'Weekly'} required={jobType === 'Weekly'} />
      <TextInput
        name="monthDate"
        label={t.monthDate}
        inputMode="numeric"
        maxLength={2}
        placeholder={t.monthDateHint}
        disabled={jobType !== 'Monthly'}
        required={jobType === 'Monthly'}
      />
      <TextInput name="triggerTime" label={t.triggerTime} type="time" required />
      <SelectInput name="status" label={c.status} options={options(JOB_STATUSES, t.statuses)} placeholder={t.selectStatus} />
    </div>
  )
}

import { useEffect } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { SelectInput, TextInput } from '@/components/form/form-fields'
import { JOB_STATUSES, JOB_TYPES, NAME_MAX, WEEK_DAYS, type SchedulerForm } from './schema'

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }))

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

  return (
    <div className="grid max-w-3xl gap-4 sm:grid-cols-2">
      <TextInput name="jobName" label="Job Name" maxLength={NAME_MAX} required />
      <SelectInput name="jobType" label="Type" options={options(JOB_TYPES)} placeholder="Select Type" required />
      <SelectInput name="weekDay" label="Week Day" options={options(WEEK_DAYS)} placeholder="Select day" disabled={jobType !== 'Weekly'} required={jobType === 'Weekly'} />
      <TextInput
        name="monthDate"
        label="Month Date"
        inputMode="numeric"
        maxLength={2}
        placeholder="1 to 31"
        disabled={jobType !== 'Monthly'}
        required={jobType === 'Monthly'}
      />
      <TextInput name="triggerTime" label="Trigger Time" type="time" required />
      <SelectInput name="status" label="Status" options={options(JOB_STATUSES)} placeholder="Select status" />
    </div>
  )
}

import { FormProvider, useForm } from 'react-hook-form'
import preview from '../../../.storybook/preview'
import { NO_PICTURE_CHANGE, PictureInput } from './picture-field'

/** A small stored picture (an SVG shown through <img>, as every picture is). */
const STORED = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#2563eb"/></svg>')}`

function InForm(props: { storedUrl?: string; disabled?: boolean }) {
  const form = useForm({ defaultValues: { picture: NO_PICTURE_CHANGE } })
  return (
    <FormProvider {...form}>
      <PictureInput name="picture" label="Picture" {...props} />
    </FormProvider>
  )
}

const meta = preview.meta({ title: 'Components/Form/PictureInput', component: InForm })

export const Empty = meta.story()
export const WithStoredPicture = meta.story({ args: { storedUrl: STORED } })
export const Disabled = meta.story({ args: { storedUrl: STORED, disabled: true } })

import { $api } from '@/api/query'
import { DefaultAvatar } from './default-avatar'

/**
 * Spec 1 §2.2: the avatar shows the profile picture, the default one when there is none. The picture is the
 * advocate's (the profile's); it is read with the same call as the Profile page, so a saved picture shows here
 * once that page reloads it. A provider's URL gets the time it was read, so a replaced picture is not taken
 * from the browser's cache; a data URL is used as it is.
 */
export default function AvatarPicture({ advocate }: { advocate: string }) {
  const { data, dataUpdatedAt } = $api.useQuery('post', '/view-advocate-detail', { body: { EncryptedAdvocateCode: advocate } })
  const url = data?.data.advocatePicFileURL
  if (!url) return <DefaultAvatar />
  const src = /^https?:/i.test(url) ? `${url}${url.includes('?') ? '&' : '?'}v=${dataUpdatedAt}` : url
  return <img src={src} alt="" width={30} height={30} className="size-[30px] rounded-full object-cover" />
}

import { createFileRoute } from '@tanstack/react-router'
import { MessageTemplatesPage } from '@/features/client-message-templates/templates-page'

export const Route = createFileRoute('/_app/client-message-templates')({ component: MessageTemplatesPage })

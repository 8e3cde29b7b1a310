import { createFileRoute } from '@tanstack/react-router'
import { MenuTreePage } from '@/features/menu-tree/menu-tree-page'

export const Route = createFileRoute('/_app/security-menu-tree')({ component: MenuTreePage })

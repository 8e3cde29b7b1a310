import {
  BookOpen, Briefcase, Building2, CalendarDays, FileText, Folder, Gavel, IndianRupee, KeyRound, LayoutDashboard,
  ListTree, Map, PieChart, Settings, Shield, User, Users, type LucideIcon,
} from 'lucide-react'

/** Icon names the provider may send; anything else gets the spec's default, a pie chart. */
const ICONS: Record<string, LucideIcon> = {
  'book-open': BookOpen, briefcase: Briefcase, building: Building2, calendar: CalendarDays, dashboard: LayoutDashboard,
  'file-text': FileText, folder: Folder, gavel: Gavel, 'indian-rupee': IndianRupee, key: KeyRound, 'list-tree': ListTree,
  map: Map, 'pie-chart': PieChart, settings: Settings, shield: Shield, user: User, users: Users,
}

export function MenuIcon({ name, size = 18 }: { name?: string | null; size?: number }) {
  const key = (name ?? '').toLowerCase().replace(/^(fa|fas|fa-solid|bi|icon)[- ]/, '').trim()
  const Icon = ICONS[key] ?? PieChart
  return <Icon size={size} aria-hidden="true" className="shrink-0" />
}

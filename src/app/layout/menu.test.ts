import { describe, expect, it } from 'vitest'
import { ancestorsOf, buildMenuTree, currentLink, type MenuItem } from './menu'
import { comboOf } from './shortcuts'

const item = (childId: number, parentId: number, url = `/p${childId}`): MenuItem => ({ childId, parentId, menuName: `M${childId}`, menuItemPageURL: url })

describe('menu tree (spec §2.3)', () => {
  const items = [item(1, 0), item(2, 1), item(3, 2, '/client'), item(4, 3), item(5, 0, '/profile'), item(6, 99)]

  it('builds at most three levels from the flat list and drops orphans', () => {
    const tree = buildMenuTree(items)
    expect(tree.map((n) => n.childId)).toEqual([1, 5])
    expect(tree[0].children[0].children[0].childId).toBe(3)
    expect(tree[0].children[0].children[0].children).toEqual([])
  })

  it('builds the tree under a menu header', () => {
    expect(buildMenuTree(items, 1).map((n) => n.childId)).toEqual([2])
  })

  it('finds the groups to expand for the current page', () => {
    expect(ancestorsOf(buildMenuTree(items), '/client')).toEqual([1, 2])
    expect(ancestorsOf(buildMenuTree(items), '/profile')).toEqual([])
  })

  it('a page below a menu page (a route with params) belongs to that menu item, not to one that only starts alike', () => {
    const tree = buildMenuTree([item(10, 0, '/client'), item(13, 10, '/case-next-date'), item(15, 10, '/client-payment'), item(16, 10, '/client')])
    expect(currentLink(tree, '/case-next-date/Ab-9_x')).toBe('/case-next-date')
    expect(ancestorsOf(tree, '/case-next-date/Ab-9_x')).toEqual([10])
    expect(currentLink(tree, '/client-payment')).toBe('/client-payment')
    expect(currentLink(tree, '/case-next-dates')).toBeUndefined()
    expect(ancestorsOf(tree, '/case-next-dates')).toEqual([])
  })

  it('survives a cycle in the provider data', () => {
    expect(buildMenuTree([item(1, 2), item(2, 1), item(3, 0)]).map((n) => n.childId)).toEqual([3])
  })
})

describe('keyboard shortcuts (spec §7)', () => {
  const key = (code: string, mods: Partial<Record<'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey', boolean>>, key = '') =>
    comboOf({ code, key, shiftKey: false, altKey: false, ctrlKey: false, metaKey: false, ...mods })

  it('reads SHIFT, ALT and CTRL with one character', () => {
    expect(key('KeyC', { shiftKey: true }, 'C')).toBe('SHIFT+C')
    expect(key('KeyD', { altKey: true }, '∂')).toBe('ALT+D')
    expect(key('Digit1', { ctrlKey: true }, '1')).toBe('CTRL+1')
  })

  it('ignores plain keys, two modifiers and non-character keys', () => {
    expect(key('KeyC', {}, 'c')).toBeNull()
    expect(key('KeyC', { ctrlKey: true, shiftKey: true }, 'C')).toBeNull()
    expect(key('Enter', { shiftKey: true }, 'Enter')).toBeNull()
  })
})

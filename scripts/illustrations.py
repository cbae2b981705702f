"""Generates the RWL illustrated set into public/images: python3 scripts/illustrations.py"""
"""Generates the RWL illustrated set: one palette, one flat figure style, light SVGs."""
import os
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'public', 'images')
INK = '#1f1d2b'
SKIN = ['#f1c7a8', '#8d5a3b', '#e0a985', '#5b3a29', '#c68863', '#f6d5bd']
HAIR = ['#3b2a20', '#1a1311', '#b5651d', '#0f0b0a', '#6b3e26', '#d9a441']

def svg(w, h, body, label):
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" role="img" aria-label="{label}">'
            + body + '</svg>')

def bg(w, h, c1, c2, rx=0):
    return (f'<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="{c1}"/><stop offset="1" stop-color="{c2}"/></linearGradient></defs>'
            f'<rect width="{w}" height="{h}" rx="{rx}" fill="url(#b)"/>')

def limb(x1, y1, x2, y2, c, w=16):
    return f'<path d="M{x1} {y1}L{x2} {y2}" stroke="{c}" stroke-width="{w}" stroke-linecap="round" fill="none"/>'

def limb3(pts, c, w=16):
    d = 'M' + 'L'.join(f'{x} {y}' for x, y in pts)
    return f'<path d="{d}" stroke="{c}" stroke-width="{w}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>'

def head(x, y, r, skin, hair, style='bun'):
    out = ''
    if style == 'bun':
        out += f'<circle cx="{x+r*0.2}" cy="{y-r*1.05}" r="{r*0.55}" fill="{hair}"/>'
    if style == 'pony':
        out += f'<path d="M{x+r*0.6} {y-r*0.6}q{r*1.4} {r*0.2} {r*0.9} {r*1.6}q-{r*0.2} -{r*0.9} -{r*0.9} -{r*1.1}z" fill="{hair}"/>'
    out += f'<circle cx="{x}" cy="{y}" r="{r}" fill="{skin}"/>'
    out += f'<path d="M{x-r} {y}a{r} {r} 0 0 1 {2*r} 0q-{r*0.9} -{r*0.5} -{2*r} 0z" fill="{hair}"/>'
    return out

def person_active(x, y, pose, skin, hair, top, legs, style='bun', s=1.0):
    """A flat figure: head, rounded torso, thick limbs. pose picks the limbs."""
    r = 20 * s
    w = 16 * s
    torso = f'<rect x="{x-20*s}" y="{y+24*s}" width="{40*s}" height="{62*s}" rx="{18*s}" fill="{top}"/>'
    hx, hy = x, y
    P = lambda dx, dy: (round(x + dx * s), round(y + dy * s))
    if pose == 'jump':
        arms = limb3([P(-14, 34), P(-44, 6), P(-52, -26)], skin, w) + limb3([P(14, 34), P(44, 6), P(52, -26)], skin, w)
        legsp = limb3([P(-10, 84), P(-40, 118), P(-58, 150)], legs, w + 2) + limb3([P(10, 84), P(40, 118), P(58, 150)], legs, w + 2)
    elif pose == 'squat':
        arms = limb3([P(-14, 38), P(-30, 62), P(-8, 70)], skin, w) + limb3([P(14, 38), P(30, 62), P(8, 70)], skin, w)
        legsp = limb3([P(-10, 84), P(-46, 100), P(-36, 150)], legs, w + 2) + limb3([P(10, 84), P(46, 100), P(36, 150)], legs, w + 2)
    elif pose == 'lift':
        arms = limb3([P(-14, 34), P(-40, 14), P(-40, -20)], skin, w) + limb3([P(14, 34), P(40, 14), P(40, -20)], skin, w)
        legsp = limb3([P(-10, 84), P(-24, 118), P(-26, 150)], legs, w + 2) + limb3([P(10, 84), P(24, 118), P(26, 150)], legs, w + 2)
    elif pose == 'stretch':
        arms = limb3([P(-14, 34), P(-22, 0), P(-10, -34)], skin, w) + limb3([P(14, 34), P(22, 0), P(10, -34)], skin, w)
        legsp = limb3([P(-8, 84), P(-30, 118), P(-52, 150)], legs, w + 2) + limb3([P(8, 84), P(8, 118), P(10, 150)], legs, w + 2)
    else:  # calm: seated cross-legged, hands on knees
        arms = limb3([P(-14, 38), P(-38, 62), P(-52, 84)], skin, w) + limb3([P(14, 38), P(38, 62), P(52, 84)], skin, w)
        legsp = f'<path d="M{P(-62,96)[0]} {P(-62,96)[1]}q{62*s} {-34*s} {124*s} 0q{-62*s} {30*s} {-124*s} 0z" fill="{legs}"/>'
    return legsp + torso + arms + head(hx, hy, r, skin, hair, style)

def write(name, content):
    path = os.path.join(ROOT, name)
    with open(path, 'w') as f:
        f.write(content)

# ---- Portraits: different women, same style --------------------------------------------
PORTRAITS = [
    # skin, hair, top, background, hair style
    (SKIN[0], HAIR[2], '#c2185b', '#fde7ef', 'long'),
    (SKIN[1], HAIR[1], '#2f5fd0', '#e2ecff', 'curly'),
    (SKIN[2], HAIR[0], '#16794c', '#e4f6ea', 'bob'),
    (SKIN[3], HAIR[3], '#a35200', '#fff1d6', 'bun'),
    (SKIN[4], HAIR[4], '#7b4bb7', '#efe7fb', 'hijab'),
    (SKIN[5], HAIR[5], '#1f7f86', '#e0f4f4', 'pony'),
]
def portrait(skin, hair, top, back, style):
    b = f'<rect width="160" height="160" rx="80" fill="{back}"/>'
    b += '<clipPath id="c"><rect width="160" height="160" rx="80"/></clipPath><g clip-path="url(#c)">'
    if style == 'long':
        b += f'<path d="M44 64q0-40 36-40t36 40v70H44z" fill="{hair}"/>'
    if style == 'curly':
        b += ''.join(f'<circle cx="{cx}" cy="{cy}" r="17" fill="{hair}"/>' for cx, cy in [(50,58),(62,38),(82,30),(102,38),(112,58),(48,80),(114,80)])
    if style == 'hijab':
        b += f'<path d="M40 150V70q0-46 40-46t40 46v80z" fill="{top}" opacity=".85"/>'
    b += f'<path d="M30 170q0-44 50-44t50 44z" fill="{top}"/>'
    b += f'<rect x="70" y="96" width="20" height="22" rx="8" fill="{skin}"/>'
    b += f'<ellipse cx="80" cy="72" rx="27" ry="31" fill="{skin}"/>'
    if style in ('long', 'bob'):
        b += f'<path d="M52 74q-2-40 28-40t28 40q-10-22-28-24-18 2-28 24z" fill="{hair}"/>'
    if style == 'bob':
        b += f'<path d="M52 60q-6 30 2 42l6-2-2-36zM108 60q6 30-2 42l-6-2 2-36z" fill="{hair}"/>'
    if style == 'bun':
        b += f'<circle cx="80" cy="34" r="14" fill="{hair}"/><path d="M53 70q0-30 27-30t27 30q-12-16-27-16t-27 16z" fill="{hair}"/>'
    if style == 'pony':
        b += f'<path d="M104 56q24 18 12 54-4-26-16-36z" fill="{hair}"/><path d="M53 70q0-30 27-30t27 30q-14-18-27-18t-27 18z" fill="{hair}"/>'
    if style == 'curly':
        b += ''.join(f'<circle cx="{cx}" cy="{cy}" r="11" fill="{hair}"/>' for cx, cy in [(62,48),(80,42),(98,48)])
    if style == 'hijab':
        b += f'<path d="M52 76q0-38 28-38t28 38q-6-24-28-26-22 2-28 26z" fill="{top}"/>'
    b += f'<circle cx="70" cy="74" r="3" fill="{INK}"/><circle cx="90" cy="74" r="3" fill="{INK}"/>'
    b += f'<path d="M71 88q9 8 18 0" stroke="{INK}" stroke-width="3" stroke-linecap="round" fill="none"/>'
    b += f'<circle cx="64" cy="84" r="5" fill="#f08a9b" opacity=".35"/><circle cx="96" cy="84" r="5" fill="#f08a9b" opacity=".35"/>'
    b += '</g>'
    return b
for i, p in enumerate(PORTRAITS, start=1):
    write(f'landing/person-{i}.svg', svg(160, 160, portrait(*p), 'Portrait'))

# ---- Scenes (640x360): programmes and workouts ------------------------------------------
def floor(c):
    return f'<ellipse cx="320" cy="318" rx="230" ry="20" fill="{c}" opacity=".25"/>'
def mat(c):
    return f'<rect x="170" y="306" width="300" height="14" rx="7" fill="{c}"/>'
def sun(x, y, r, c):
    return f'<circle cx="{x}" cy="{y}" r="{r}" fill="{c}"/>'
def dumbbell(x, y, c):
    return f'<g fill="{c}"><rect x="{x-22}" y="{y-3}" width="44" height="6" rx="3"/><rect x="{x-30}" y="{y-12}" width="10" height="24" rx="4"/><rect x="{x+20}" y="{y-12}" width="10" height="24" rx="4"/></g>'
def barbell(x, y, c):
    return f'<g fill="{c}"><rect x="{x-90}" y="{y-4}" width="180" height="8" rx="4"/><rect x="{x-86}" y="{y-26}" width="16" height="52" rx="6"/><rect x="{x+70}" y="{y-26}" width="16" height="52" rx="6"/></g>'
def kettlebell(x, y, c):
    return f'<g fill="{c}"><circle cx="{x}" cy="{y}" r="16"/><path d="M{x-10} {y-12}a10 10 0 0 1 20 0" stroke="{c}" stroke-width="5" fill="none"/></g>'

def scene(name, c1, c2, accent, pose, extra='', skin=SKIN[0], hair=HAIR[0], top='#c2185b', legs='#1f1d2b', style='bun', label=''):
    b = bg(640, 360, c1, c2)
    b += f'<circle cx="540" cy="70" r="120" fill="#fff" opacity=".25"/><circle cx="70" cy="330" r="110" fill="#fff" opacity=".2"/>'
    b += floor(accent) + extra
    b += person_active(320, 120, pose, skin, hair, top, legs, style)
    return svg(640, 360, b, label)

write('programme-new-beginnings.svg', scene('nb', '#fff3e0', '#fde7ef', '#c2185b', 'stretch', sun(500, 110, 46, '#f5a524') + mat('#c2185b'), SKIN[2], HAIR[0], '#c2185b', '#3b3552', 'pony', 'A woman stretching on a mat at sunrise'))
write('programme-summer-shred.svg', scene('ss', '#fff1d6', '#e0f4f4', '#1f7f86', 'jump', sun(120, 90, 40, '#f5a524') + '<path d="M0 300q80-24 160 0t160 0 160 0 160 0v60H0z" fill="#1f7f86" opacity=".25"/>', SKIN[5], HAIR[5], '#f5a524', '#1f7f86', 'pony', 'A woman jumping on a summer beach'))
write('programme-frankie.svg', scene('fr', '#fde7ef', '#efe7fb', '#7b4bb7', 'squat', kettlebell(320, 196, '#3b3552') + mat('#7b4bb7'), SKIN[0], HAIR[2], '#7b4bb7', '#1f1d2b', 'pony', 'A woman squatting with a kettlebell'))
write('programme-lift.svg', scene('lf', '#e2ecff', '#f7f5fa', '#2f5fd0', 'lift', barbell(320, 98, '#3b3552') + mat('#2f5fd0'), SKIN[1], HAIR[1], '#2f5fd0', '#1f1d2b', 'bun', 'A woman lifting a barbell overhead'))
write('programme-sweat.svg', scene('sw', '#fff0e0', '#fde7ef', '#b84300', 'jump', '<path d="M60 200h80l20-40 24 80 20-60 14 20h60" stroke="#b84300" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round" opacity=".6"/>', SKIN[3], HAIR[3], '#b84300', '#1f1d2b', 'bun', 'A woman doing high-energy HIIT'))
write('programme-baby.svg', scene('bb', '#e0f4f4', '#fff3e0', '#1f7f86', 'stretch', mat('#1f7f86') + '<g><circle cx="470" cy="268" r="16" fill="#f6d5bd"/><rect x="452" y="284" width="36" height="28" rx="14" fill="#f5a524"/></g>', SKIN[4], HAIR[4], '#1f7f86', '#3b3552', 'bun', 'A mum stretching beside her baby'))
write('workout-hiit.svg', scene('hi', '#fde7ef', '#fff1d6', '#c2185b', 'jump', '<g transform="translate(500 90)"><circle r="38" fill="#fff"/><circle r="38" fill="none" stroke="#c2185b" stroke-width="6"/><path d="M0-24V0l16 10" stroke="#1f1d2b" stroke-width="5" stroke-linecap="round" fill="none"/></g>', SKIN[1], HAIR[1], '#c2185b', '#1f1d2b', 'pony', 'A woman jumping in a HIIT workout'))
write('workout-toning.svg', scene('to', '#efe7fb', '#e2ecff', '#7b4bb7', 'lift', dumbbell(280, 98, '#3b3552') + dumbbell(360, 98, '#3b3552') + mat('#7b4bb7'), SKIN[2], HAIR[4], '#7b4bb7', '#1f1d2b', 'bun', 'A woman toning with dumbbells'))

# ---- Food: a plate seen from above, real colours ---------------------------------------
def plate(items, back, label):
    b = bg(640, 360, back, '#ffffff')
    b += '<ellipse cx="330" cy="196" rx="150" ry="150" fill="#000" opacity=".06"/>'
    b += '<circle cx="320" cy="180" r="150" fill="#fff"/><circle cx="320" cy="180" r="118" fill="#f7f5fa"/>'
    b += items
    b += '<rect x="510" y="60" width="12" height="240" rx="6" fill="#c9c3d3"/><rect x="110" y="60" width="12" height="240" rx="6" fill="#c9c3d3"/>'
    return svg(640, 360, b, label)

leaves = lambda cx, cy, c: ''.join(f'<ellipse cx="{cx+dx}" cy="{cy+dy}" rx="26" ry="12" transform="rotate({a} {cx+dx} {cy+dy})" fill="{c}"/>' for dx, dy, a in [(-30,-10,-30),(0,-26,10),(28,-6,40),(-14,18,70),(20,22,-20)])
write('recipe-salmon.svg', plate(
    leaves(270, 200, '#3f9b4f') +
    '<path d="M300 130q70-20 110 20q10 30-20 50q-60 10-100-20q-10-30 10-50z" fill="#f28b66"/>'
    '<path d="M320 142q30 10 40 40M345 136q28 14 34 44M372 140q18 16 20 40" stroke="#fbd2c0" stroke-width="5" fill="none" stroke-linecap="round"/>'
    '<circle cx="400" cy="230" r="24" fill="#f7e36b"/><circle cx="400" cy="230" r="17" fill="#fbf0a6"/>',
    '#e8f4ff', 'Baked salmon with greens and lemon'))
write('recipe-salad.svg', plate(
    leaves(300, 170, '#5cae4a') + leaves(350, 200, '#3f9b4f') +
    ''.join(f'<circle cx="{x}" cy="{y}" r="13" fill="#e2483d"/>' for x, y in [(280,220),(370,140),(330,250)]) +
    ''.join(f'<rect x="{x}" y="{y}" width="22" height="22" rx="5" fill="#f4f1e8"/>' for x, y in [(250,140),(390,210)]) +
    '<circle cx="300" cy="120" r="10" fill="#2b2530"/><circle cx="410" cy="170" r="10" fill="#2b2530"/>',
    '#e4f6ea', 'A fresh green salad with tomatoes and feta'))
write('recipe-oats.svg', plate(
    '<circle cx="320" cy="180" r="100" fill="#e9d3a8"/>' +
    ''.join(f'<ellipse cx="{x}" cy="{y}" rx="9" ry="5" fill="#d8bd86"/>' for x, y in [(280,150),(350,140),(300,210),(370,200),(330,240),(260,190)]) +
    ''.join(f'<circle cx="{x}" cy="{y}" r="11" fill="#4b3f8f"/>' for x, y in [(300,170),(318,160),(312,184)]) +
    ''.join(f'<circle cx="{x}" cy="{y}" r="12" fill="#d7263d"/>' for x, y in [(350,180),(362,200)]) +
    '<path d="M360 120q30 0 40 30-30 6-40-30z" fill="#f5d142"/>',
    '#fff3e0', 'Porridge oats with berries and banana'))
write('recipe-traybake.svg', svg(640, 360, bg(640, 360, '#fff0e0', '#ffffff') +
    '<rect x="120" y="70" width="400" height="230" rx="26" fill="#3b3552"/><rect x="136" y="86" width="368" height="198" rx="18" fill="#5a536b"/>' +
    ''.join(f'<circle cx="{x}" cy="{y}" r="22" fill="#e07b39"/>' for x, y in [(190,130),(330,230),(450,140)]) +
    ''.join(f'<rect x="{x}" y="{y}" width="44" height="30" rx="10" fill="#d7263d"/>' for x, y in [(250,120),(400,220),(190,220)]) +
    ''.join(f'<ellipse cx="{x}" cy="{y}" rx="30" ry="20" fill="#e8b04a"/>' for x, y in [(320,140),(270,200),(430,190)]) +
    ''.join(f'<circle cx="{x}" cy="{y}" r="12" fill="#3f9b4f"/>' for x, y in [(360,180),(220,170),(470,230)]),
    'Roast chicken and vegetable traybake'))
write('programme-diet.svg', plate(
    leaves(280, 160, '#5cae4a') + '<path d="M320 170h90a45 45 0 0 1-90 0z" fill="#e9d3a8"/>' +
    '<circle cx="290" cy="220" r="26" fill="#d7263d"/><path d="M290 194q6-14 16-14" stroke="#3f9b4f" stroke-width="5" fill="none"/>' +
    '<path d="M340 120q50-10 70 20-30 20-70-20z" fill="#f28b66"/>',
    '#e4f6ea', 'A balanced plate of salmon, grains, salad and fruit'))

# ---- Landing product tiles and the placeholder ------------------------------------------
write('landing/product-workouts.svg', svg(320, 240, bg(320, 240, '#fde7ef', '#fff3e0', 20) + '<g transform="translate(-160 -40)">' + '<rect x="250" y="238" width="140" height="10" rx="5" fill="#c2185b"/>' + person_active(320, 100, 'squat', SKIN[1], HAIR[1], '#c2185b', '#1f1d2b', 'pony', 0.9) + '</g>', 'A woman doing a home workout'))
write('landing/product-food.svg', svg(320, 240, bg(320, 240, '#e4f6ea', '#ffffff', 20) +
    '<circle cx="160" cy="124" r="84" fill="#fff"/><circle cx="160" cy="124" r="66" fill="#f7f5fa"/>' + leaves(140, 120, '#3f9b4f') +
    '<circle cx="186" cy="150" r="14" fill="#e2483d"/><path d="M160 96q40-10 50 20-26 12-50-20z" fill="#f28b66"/>', 'A healthy plate of food'))
write('landing/product-mindset.svg', svg(320, 240, bg(320, 240, '#efe7fb', '#e2ecff', 20) + '<circle cx="250" cy="60" r="26" fill="#fff" opacity=".7"/><g transform="translate(-160 -44)">' + person_active(320, 110, 'calm', SKIN[4], HAIR[4], '#7b4bb7', '#3b3552', 'bun', 0.9) + '</g>', 'A woman meditating'))
write('placeholder.svg', svg(640, 360, bg(640, 360, '#fde7ef', '#f7f5fa') +
    '<circle cx="540" cy="70" r="120" fill="#fff" opacity=".35"/><circle cx="90" cy="320" r="110" fill="#fff" opacity=".3"/>'
    '<g transform="translate(290 150)"><rect width="60" height="60" rx="16" fill="#c2185b" opacity=".9"/><path d="M18 44V16h14a9 9 0 0 1 0 18h-6l12 10" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>',
    'RWL'))
print('done')

# ---- Landing heroes (640x520): the same figures, larger ---------------------------------
def hero(name, c1, c2, accent, pose, extra, skin, hair, top, legs, style, label, second=None):
    b = bg(640, 520, c1, c2, 36)
    b += '<circle cx="520" cy="110" r="150" fill="#fff" opacity=".22"/><circle cx="110" cy="450" r="130" fill="#fff" opacity=".18"/>'
    b += f'<ellipse cx="320" cy="452" rx="240" ry="24" fill="{accent}" opacity=".22"/>' + extra
    b += person_active(320 if not second else 250, 160, pose, skin, hair, top, legs, style, 1.75)
    if second:
        b += person_active(430, 200, second[0], second[1], second[2], second[3], second[4], second[5], 1.45)
    return svg(640, 520, b, label)
MAT = lambda c: f'<rect x="150" y="440" width="340" height="16" rx="8" fill="{c}"/>'
write('landing/hero-workout.svg', hero('w', '#ffd6e4', '#fff3e6', '#c2185b', 'squat', MAT('#c2185b'), SKIN[2], HAIR[0], '#c2185b', '#1f1d2b', 'pony', 'A woman working out at home'))
write('landing/hero-strength.svg', hero('s', '#e2ecff', '#f7f5fa', '#2f5fd0', 'lift', MAT('#2f5fd0') + barbell(320, 125, '#3b3552').replace('x="230"', 'x="230"'), SKIN[1], HAIR[1], '#2f5fd0', '#1f1d2b', 'bun', 'A woman lifting a barbell'))
write('landing/hero-summer.svg', hero('su', '#fff1d6', '#e0f4f4', '#1f7f86', 'jump', sun(120, 110, 56, '#f5a524') + '<path d="M0 430q80-30 160 0t160 0 160 0 160 0v90H0z" fill="#1f7f86" opacity=".25"/>', SKIN[5], HAIR[5], '#f5a524', '#1f7f86', 'pony', 'A woman jumping on a summer beach'))
write('landing/hero-mum.svg', hero('m', '#e0f4f4', '#fff3e0', '#1f7f86', 'stretch', MAT('#1f7f86') + '<g><circle cx="500" cy="398" r="24" fill="#f6d5bd"/><rect x="474" y="420" width="52" height="34" rx="17" fill="#f5a524"/></g>', SKIN[4], HAIR[4], '#1f7f86', '#3b3552', 'bun', 'A mum exercising beside her baby'))
write('landing/hero-mindset.svg', hero('mi', '#efe7fb', '#e2ecff', '#7b4bb7', 'calm', '<circle cx="500" cy="120" r="40" fill="#fff" opacity=".7"/>', SKIN[3], HAIR[3], '#7b4bb7', '#3b3552', 'bun', 'A woman meditating'))
write('landing/hero-team.svg', hero('t', '#fde7ef', '#efe7fb', '#c2185b', 'jump', '', SKIN[0], HAIR[2], '#c2185b', '#1f1d2b', 'pony', 'Two women training together', ('jump', SKIN[1], HAIR[1], '#7b4bb7', '#1f1d2b', 'bun')))
write('landing/hero-retreat.svg', hero('r', '#e4f6ea', '#fff3e0', '#16794c', 'stretch', '<path d="M0 420l120-140 90 90 110-150 140 170 180-60v190H0z" fill="#16794c" opacity=".22"/>' + sun(500, 100, 44, '#f5a524'), SKIN[2], HAIR[5], '#16794c', '#3b3552', 'pony', 'A woman stretching on a retreat'))
write('landing/hero-food.svg', svg(640, 520, bg(640, 520, '#e4f6ea', '#fff3e0', 36) +
    '<circle cx="330" cy="276" r="190" fill="#000" opacity=".05"/><circle cx="320" cy="260" r="190" fill="#fff"/><circle cx="320" cy="260" r="150" fill="#f7f5fa"/>' +
    '<g transform="translate(0 80)">' + leaves(270, 200, '#3f9b4f') + leaves(300, 150, '#5cae4a') +
    '<path d="M300 130q70-20 110 20q10 30-20 50q-60 10-100-20q-10-30 10-50z" fill="#f28b66"/><circle cx="400" cy="230" r="24" fill="#f7e36b"/>' +
    ''.join(f'<circle cx="{x}" cy="{y}" r="13" fill="#e2483d"/>' for x, y in [(260,250),(350,250)]) + '</g>', 'A healthy plate of salmon and salad'))
print('heroes done')

# ---- Member portraits (testimonials): different people from the trainers ---------------
MEMBERS = [
    (SKIN[2], HAIR[3], '#f5a524', '#fff1d6', 'bob'),
    (SKIN[0], HAIR[0], '#16794c', '#e4f6ea', 'bun'),
    (SKIN[4], HAIR[1], '#c2185b', '#fde7ef', 'curly'),
    (SKIN[5], HAIR[2], '#2f5fd0', '#e2ecff', 'long'),
    (SKIN[1], HAIR[4], '#1f7f86', '#e0f4f4', 'hijab'),
    (SKIN[3], HAIR[5], '#7b4bb7', '#efe7fb', 'pony'),
]
for i, p in enumerate(MEMBERS, start=1):
    write(f'landing/member-{i}.svg', svg(160, 160, portrait(*p), 'Portrait'))
print('members done')

# Carries translations over to messages that moved to another class (lupdate files them under the
# new class as unfinished): each gets the translation its source had in the committed .ts files.
# Run after lupdate, from the source folder: python3 tools/carry-translations.py
import subprocess, sys, xml.etree.ElementTree as ET
for lang in ['de','it','ru','sv']:
    path=f'translations/bashni_{lang}.ts'
    old=subprocess.run(['git','show',f'HEAD:{path}'],capture_output=True,text=True).stdout
    known={}
    for ctx in ET.fromstring(old).iter('context'):
        for m in ctx.iter('message'):
            src=m.find('source').text; tr=m.find('translation')
            if tr is not None and tr.get('type')!='unfinished' and (tr.text or m.find('translation').find('numerusform') is not None):
                known.setdefault(src, ET.tostring(tr, encoding='unicode'))
    text=open(path).read()
    tree=ET.fromstring(text)
    filled=0; missing=[]
    out=text
    # edit textually to keep lupdate's layout
    import re
    def fix(match):
        global filled
        block=match.group(0)
        if 'type="unfinished"' not in block: return block
        src=ET.fromstring(block).find('source').text
        if src in known:
            new=re.sub(r'<translation[^>]*?(/>|>.*?</translation>)', lambda _: known[src].strip(), block, flags=re.S)
            filled_list.append(src); return new
        missing.append(src); return block
    filled_list=[]
    out=re.sub(r'<message( numerus="yes")?>.*?</message>', fix, text, flags=re.S)
    open(path,'w').write(out)
    print(lang, 'filled', len(filled_list), 'missing', missing)

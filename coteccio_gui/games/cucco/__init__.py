"""What Cöch and Zifuli share: the Cucco pack, its tricks and its two ways of counting.

Pure like every game: no pygame, no files, no clock, no translations, no global random.
"""
